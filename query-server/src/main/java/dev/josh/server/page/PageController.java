package dev.josh.server.page;

import dev.josh.server.auth.RequestCost;
import dev.josh.server.context.ContextService;
import dev.josh.server.context.Dossier;
import dev.josh.server.db.SourceRegistry;
import dev.josh.server.db.SourceTables;
import dev.josh.server.error.ApiException;
import dev.josh.server.links.LinkPage;
import dev.josh.server.links.LinkService;
import dev.josh.server.links.LinkedRecord;
import dev.josh.server.paging.PageParams;
import dev.josh.server.records.TextWindow;
import dev.josh.server.search.DocumentField;
import dev.josh.server.sources.bills.BillRecord;
import dev.josh.server.search.SearchMode;
import dev.josh.server.search.SearchProperties;
import dev.josh.server.search.SearchResponse;
import dev.josh.server.search.SearchService;
import dev.josh.server.sources.RecordSources;
import dev.josh.server.status.StatusService;
import jakarta.servlet.http.HttpServletRequest;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.springframework.boot.autoconfigure.condition.ConditionalOnWebApplication;
import org.springframework.http.HttpStatus;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.ModelAndView;
import tools.jackson.databind.json.JsonMapper;

/**
 * The page for people: search at {@code /}, a record with its links and dossier at
 * {@code /records/{id}}, the sources at {@code /sources}. Plain GET forms and links over the same
 * services the REST controllers call, so it answers what {@code /v1} answers and works without
 * JavaScript. A bad value is shown in the page with the 4xx REST would answer ({@link PageErrors}).
 */
@ConditionalOnWebApplication
@Controller
public class PageController {

    private static final int LINKS_PER_PAGE = 20;
    /** A bill's fields its status box at the top shows (record.html), not repeated in its details. */
    private static final List<String> BILL_STATUS = List.of("sponsor", "introduced_date", "origin_chamber",
            "cosponsors", "latest_action", "laws");
    /** The record, its links out and in: three lookups besides the dossier. */
    private static final int RECORD_LOOKUPS = 3;

    private final SearchService search;
    private final SearchProperties properties;
    private final RecordSources records;
    private final LinkService links;
    private final ContextService context;
    private final StatusService status;
    private final SourceRegistry registry;
    private final PageKeys keys;
    private final RequestCost costs;
    private final RecordFields fields;

    public PageController(SearchService search, SearchProperties properties, RecordSources records, LinkService links,
                          ContextService context, StatusService status, SourceRegistry registry, PageKeys keys, RequestCost costs,
                          JsonMapper json) {
        this.search = search;
        this.properties = properties;
        this.records = records;
        this.links = links;
        this.context = context;
        this.status = status;
        this.registry = registry;
        this.keys = keys;
        this.costs = costs;
        this.fields = new RecordFields(json);
    }

    @GetMapping("/")
    public ModelAndView search(@RequestParam Map<String, String> params, HttpServletRequest request) {
        ModelAndView page = new ModelAndView("page/search");
        // The default first, as the radio buttons offer it.
        page.addObject("modes", Stream.of(SearchMode.HYBRID, SearchMode.LEXICAL, SearchMode.SEMANTIC)
                .map(m -> m.name().toLowerCase(Locale.ROOT)).toList());
        page.addObject("sources", registry.all().stream().filter(SourceTables::lexicallySearchable)
                .map(SourceTables::name).sorted().toList());
        page.addObject("fields", Stream.of(DocumentField.values())
                .map(f -> new Choice(f.parameter(), Labels.of(f.parameter()), f.description())).toList());
        page.addObject("keysRequired", keys.required());
        SearchForm form;
        try {
            form = SearchForm.of(params);
        } catch (ApiException e) {
            page.addObject("form", SearchForm.of(Map.of()));
            return failed(page, e);
        }
        page.addObject("form", form);
        if (!form.asked()) {
            return page;
        }
        Map<String, String> priced = new HashMap<>();
        priced.put("mode", form.mode());
        priced.put("source", form.source());
        keys.admit(request, costs.rest("/v1/search", priced));
        try {
            SearchResponse answer = search.search(form.request(properties));
            page.addObject("answer", answer);
            page.addObject("results", answer.results().stream().map(FoundDocument::of).toList());
            page.addObject("pages", Math.min(SearchForm.MAX_PAGE,
                    (answer.total() + SearchForm.PAGE_SIZE - 1) / SearchForm.PAGE_SIZE));
        } catch (ApiException e) {
            return failed(page, e);
        }
        return page;
    }

    @GetMapping("/records/{id}")
    public ModelAndView record(@PathVariable("id") String id,
                               @RequestParam(name = "out", required = false) String outCursor,
                               @RequestParam(name = "in", required = false) String inCursor,
                               HttpServletRequest request) {
        keys.admit(request, costs.rest("/v1/context/" + id, Map.of()) + RECORD_LOOKUPS);
        ModelAndView page = new ModelAndView("page/record");
        page.addObject("keysRequired", keys.required());
        // A record cited here but not loaded (a U.S. Code title outside the corpus) still has what cites it.
        LinkPage out = links.links(null, id, "out", null, PageParams.rest(LINKS_PER_PAGE, outCursor));
        LinkPage in = links.links(null, id, "in", null, PageParams.rest(LINKS_PER_PAGE, inCursor));
        Dossier dossier = context.context(id, null, null);
        page.addObject("id", dossier.id());
        page.addObject("dossier", dossier);
        page.addObject("out", out);
        page.addObject("in", in);
        page.addObject("sections", SectionView.of(dossier.sections(), fields));
        if (dossier.inDatabase()) {
            LinkedRecord linked = records.fetchLinked(dossier.id(), TextWindow.of(null, null));
            page.addObject("record", linked.record());
            List<String> shownElsewhere = new ArrayList<>(List.of("id", "title", "citation"));
            shownElsewhere.addAll(RecordFields.DOCUMENT);
            if (linked.record() instanceof BillRecord) {
                shownElsewhere.addAll(BILL_STATUS);
            }
            List<RecordFields.Field> recordFields = fields.of(linked.record(), shownElsewhere);
            page.addObject("recordFields", recordFields.stream().filter(f -> f.kind() != RecordFields.Kind.TABLE).toList());
            page.addObject("recordTables", recordFields.stream().filter(f -> f.kind() == RecordFields.Kind.TABLE).toList());
            page.addObject("document", fields.document(linked.record()));
        }
        return page;
    }

    @GetMapping("/sources")
    public ModelAndView sources(HttpServletRequest request) {
        keys.admit(request, RequestCost.LOOKUP);
        ModelAndView page = new ModelAndView("page/sources");
        page.addObject("keysRequired", keys.required());
        page.addObject("status", status.status());
        return page;
    }

    /** The search page again, with the form as sent and the error above it. */
    private static ModelAndView failed(ModelAndView page, ApiException e) {
        page.addObject("error", PageErrors.Shown.of(e));
        page.setStatus(HttpStatus.valueOf(e.code().httpStatus()));
        return page;
    }
}
