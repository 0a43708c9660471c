package dev.josh.server.context;

import dev.josh.contracts.api.ErrorCode;
import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.server.db.Deadline;
import dev.josh.server.error.ApiException;
import dev.josh.server.records.CitedLink;
import dev.josh.server.records.Coverage;
import dev.josh.server.records.Links;
import dev.josh.server.records.Queries;
import dev.josh.server.records.RecordIds;
import dev.josh.server.records.Rows;
import jakarta.annotation.PreDestroy;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Service;
import tools.jackson.databind.PropertyNamingStrategies;
import tools.jackson.databind.json.JsonMapper;

/**
 * Builds context dossiers: the sections that apply to the record's type and depth, each run on its
 * own connection within its own time budget, so one slow or failing section is marked and the rest
 * of the dossier still comes back; then the whole answer held under the depth's size bound.
 */
@Service
public class ContextService {

    private static final Logger log = LoggerFactory.getLogger(ContextService.class);
    private static final JsonMapper SIZER = JsonMapper.builder()
            .propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE).build();

    private final DataSource dataSource;
    private final Links links;
    private final Coverage coverage;
    private final List<ContextSection> sections;
    private final Duration sectionBudget;
    private final ExecutorService runner = Executors.newVirtualThreadPerTaskExecutor();

    public ContextService(DataSource dataSource, Links links, Coverage coverage, List<DossierSections> contributors,
                          @Value("${josh.context.section-budget:PT2S}") Duration sectionBudget) {
        this.dataSource = dataSource;
        this.links = links;
        this.coverage = coverage;
        this.sections = contributors.stream().flatMap(c -> c.sections().stream()).toList();
        this.sectionBudget = sectionBudget;
        Set<String> names = new LinkedHashSet<>();
        for (ContextSection s : sections) {
            for (var type : s.types().isEmpty() ? Arrays.asList(IdType.values()) : s.types()) {
                if (!names.add(type + "/" + s.name())) {
                    throw new IllegalStateException("two context sections named " + s.name() + " apply to " + type);
                }
            }
        }
    }

    /**
     * The dossier of a record.
     *
     * @param depth    minimal, standard (default) or deep
     * @param selected comma-separated section names, or null for every section of the depth
     */
    public Dossier context(String id, String depth, String selected) {
        long started = System.nanoTime();
        PublicId parsed = RecordIds.parse(id, null);
        Depth d = Depth.parse(depth);
        List<ContextSection> chosen = choose(parsed, d, selected);
        CitedLink head = head(parsed);
        Map<String, Object> shared = new ConcurrentHashMap<>();
        List<DossierSection> built = new ArrayList<>();
        for (ContextSection section : chosen) {
            built.add(run(section, parsed, head, d, shared));
        }
        built = bounded(built, d);
        Map<String, Integer> statuses = new LinkedHashMap<>();
        built.forEach(s -> statuses.merge(s.status().wire(), 1, Integer::sum));
        return new Dossier(parsed.value(), parsed.type().resource(), head.title(), head.inDatabase(), head.citation(),
                d, d.boundChars(), statuses, built, (System.nanoTime() - started) / 1_000_000);
    }

    /** The sections a type's dossier can hold at any depth, in order: what {@code sections=} accepts. */
    public List<ContextSection> sectionsOf(IdType type) {
        return sections.stream().filter(s -> s.appliesTo(type)).toList();
    }

    private List<ContextSection> choose(PublicId id, Depth depth, String selected) {
        List<ContextSection> applicable = sectionsOf(id.type());
        if (selected == null || selected.isBlank()) {
            return applicable.stream().filter(s -> depth.includes(s.depth())).toList();
        }
        Map<String, ContextSection> byName = new LinkedHashMap<>();
        applicable.forEach(s -> byName.put(s.name(), s));
        Set<String> asked = new LinkedHashSet<>();
        for (String name : selected.split(",")) {
            String n = name.strip().toLowerCase(Locale.ROOT);
            if (n.isEmpty()) {
                continue;
            }
            if (!byName.containsKey(n)) {
                throw new ApiException(ErrorCode.INVALID_PARAMETER, "a " + id.type().resource() + " dossier has no "
                        + "section '" + name.strip() + "'",
                        ApiException.newHint().put("parameter", "sections")
                                .put("valid_values", List.copyOf(byName.keySet())).build());
            }
            asked.add(n);
        }
        return applicable.stream().filter(s -> asked.contains(s.name())).toList();
    }

    /**
     * The record's title and citation; a record that is not loaded still has a dossier when something
     * loaded cites it, else it is the same 404 as a fetch.
     */
    private CitedLink head(PublicId id) {
        try (Connection conn = dataSource.getConnection()) {
            CitedLink head = links.cited(conn, List.of(id.value())).getFirst();
            if (!head.inDatabase() && (!Queries.tableExists(conn, "links")
                    || Queries.count(conn, "SELECT count(*) FROM (SELECT 1 FROM links WHERE to_id = ? LIMIT 1)",
                    id.value()) == 0)) {
                throw coverage.missing(conn, id);
            }
            return head;
        } catch (SQLException e) {
            throw Rows.failure("context of " + id.value(), e);
        }
    }

    private DossierSection run(ContextSection section, PublicId id, CitedLink head, Depth depth,
                               Map<String, Object> shared) {
        long started = System.nanoTime();
        for (String source : section.reads()) {
            if (!coverage.holds(source)) {
                return done(section, SectionContent.notCovered("the source " + source + " is not loaded in this "
                        + "database"), started);
            }
        }
        Deadline deadline = Deadline.after(sectionBudget);
        Future<SectionContent> task = runner.submit(() -> {
            try (Connection conn = dataSource.getConnection()) {
                return section.build(new SectionRequest(id, head.citation(), depth, conn, deadline, links, shared));
            }
        });
        try {
            return done(section, task.get(sectionBudget.toMillis(), TimeUnit.MILLISECONDS), started);
        } catch (TimeoutException e) {
            task.cancel(true);
            return timedOut(section);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            task.cancel(true);
            return timedOut(section);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof SQLException sql && Deadline.isInterrupt(sql)
                    || cause instanceof ApiException api && api.code() == ErrorCode.TIMEOUT) {
                return timedOut(section);
            }
            log.warn("context section {} of {} failed", section.name(), id.value(), cause);
            return new DossierSection(section.name(), SectionStatus.FAILED, "the section could not be read: "
                    + cause.getClass().getSimpleName(), 0, 0, (System.nanoTime() - started) / 1_000_000, null, null);
        }
    }

    private DossierSection timedOut(ContextSection section) {
        return new DossierSection(section.name(), SectionStatus.TIMED_OUT, "the section did not finish within its "
                + "budget of " + sectionBudget.toMillis() + " ms; ask for it alone with sections=" + section.name(),
                0, 0, sectionBudget.toMillis(), null, null);
    }

    private static DossierSection done(ContextSection section, SectionContent content, long started) {
        return new DossierSection(section.name(), content.status(), content.note(), content.total(), content.shown(),
                (System.nanoTime() - started) / 1_000_000, content.citations().isEmpty() ? null : content.citations(),
                content.data());
    }

    /**
     * Holds the dossier under its depth's bound: while it is over, the largest section's data is
     * dropped (its status {@code truncated}, its note saying how to read it alone).
     */
    static List<DossierSection> bounded(List<DossierSection> built, Depth depth) {
        List<DossierSection> out = new ArrayList<>(built);
        int[] sizes = out.stream().mapToInt(ContextService::size).toArray();
        int total = Arrays.stream(sizes).sum();
        while (total > depth.boundChars()) {
            int largest = 0;
            for (int i = 1; i < sizes.length; i++) {
                if (sizes[i] > sizes[largest]) {
                    largest = i;
                }
            }
            DossierSection s = out.get(largest);
            if (s.data() == null) {
                break; // nothing left to drop: a dossier of notes alone is far under any bound
            }
            DossierSection cut = new DossierSection(s.name(), SectionStatus.TRUNCATED, "left out to keep the "
                    + "dossier under " + depth.boundChars() + " characters; ask for it alone with sections=" + s.name(),
                    s.total(), 0, s.elapsedMs(), null, null);
            total += size(cut) - sizes[largest];
            sizes[largest] = size(cut);
            out.set(largest, cut);
        }
        return out;
    }

    private static int size(DossierSection section) {
        return SIZER.writeValueAsString(section).length();
    }

    @PreDestroy
    public void close() {
        runner.shutdownNow();
    }
}
