package dev.josh.ingest.congressionalrecord;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.InvalidIdException;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.ChunkableText;
import dev.josh.ingest.core.Chunker;
import dev.josh.ingest.core.ChunkingPreparer;
import dev.josh.ingest.core.CitationFormats;
import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.RejectedRecordException;
import dev.josh.ingest.core.Sha256;
import dev.josh.ingest.core.TextChunk;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Turns a granule into a {@link RecordGranule}: its text to Markdown with speaker turns, the
 * turns' speakers to bioguide IDs through MODS, and the body to chunks that do not cross turns.
 *
 * <p>Where MODS and the granule's header both say something, MODS wins for the issue's facts
 * (volume, Congress, session, date, section) and the header for the page. A granule MODS does not
 * list is described by its own header only: such a file may belong to another issue altogether.
 * A granule with no page at all is rejected: the Record is cited by page.
 */
public final class CongressionalRecordPreparer extends ChunkingPreparer<Granule, RecordGranule> {

    private final GranuleNormalizer normalizer = new GranuleNormalizer();

    public CongressionalRecordPreparer(Chunker chunker) {
        super(chunker);
    }

    @Override
    public RecordGranule prepare(Granule granule) throws RejectedRecordException {
        String recordId = "crec:" + granule.granuleId();
        if (granule.html() == null) {
            throw new RejectedRecordException(recordId, granule.unreadable());
        }
        if (granule.html().preText() == null) {
            throw new RejectedRecordException(recordId, granule.htmlFile() + " has no <pre> element, so no text");
        }
        PublicId id;
        try {
            id = PublicId.of(IdType.CONGRESSIONAL_RECORD, granule.granuleId());
        } catch (InvalidIdException e) {
            throw new RejectedRecordException(recordId, "the granule ID does not fit the crec: grammar");
        }
        IssueMods issue = granule.issue();
        GranuleMods mods = granule.mods();
        String heading = mods != null && mods.title() != null ? mods.title() : granule.html().title();
        NormalizedGranule text = normalizer.normalize(granule.html().preText(), heading);
        GranuleHeader header = text.header();
        boolean listed = mods != null;
        Integer volume = listed && issue.volume() != null ? issue.volume() : header.volume();
        Integer number = listed && issue.issueNumber() != null ? issue.issueNumber() : header.number();
        String date = listed ? first(mods.granuleDate(), issue.dateIssued(), header.date()) : header.date();
        if (date == null) {
            date = issue.issueId().substring("CREC-".length()); // the issue's date, from its package name
        }
        boolean sameIssue = listed || date.equals(issue.dateIssued());
        String section = first(listed ? mods.section() : null, header.section());
        String pageStart = first(header.pageStart(), listed ? mods.pageStart() : null);
        String pageEnd = first(header.pageEnd(), listed ? mods.pageEnd() : null);
        if (pageStart == null) {
            // Checked before chunking: such a file can be large (one carries a 1994 lobbying list).
            throw new RejectedRecordException(recordId, "no page: the granule's header "
                    + (listed ? "and its MODS entry give" : "gives (and the issue's MODS does not list it)")
                    + " no page number, so it has no place in the issue and no citation");
        }
        String chamber = chamber(listed ? mods.chamber() : null, section);
        List<ModsSpeaker> speakers = listed ? mods.speakers() : List.of();
        List<SpeakerTurn> turns = new ArrayList<>();
        for (SpeakerTurn turn : text.turns()) {
            turns.add(turn.withBioguideId(bioguide(turn.label(), speakers, issue, chamber)));
        }
        List<String> headingPath = new ArrayList<>();
        headingPath.add("Congressional Record" + (volume == null ? "" : ", Vol. " + volume)
                + " (" + CitationFormats.bluebook(LocalDate.parse(date)) + ")");
        if (section != null) {
            headingPath.add(section);
        }
        headingPath.add(heading);
        String anchor = pageStart == null ? "granule" : "page-" + pageStart;
        List<TextChunk> chunks = chunker.chunk(new ChunkableText(id.value(), text.markdown(), headingPath, anchor,
                text.landmarks()), text.boundaries());
        Map<String, Object> read = new LinkedHashMap<>();
        read.put("volume", volume);
        read.put("number", number);
        read.put("congress", issue.congress());
        read.put("session", issue.session());
        read.put("date", issue.dateIssued());
        read.put("granule", mods);
        return new RecordGranule(id, issue.issueId(), granule.granuleId(), granule.modsFile(), granule.htmlFile(),
                heading, section, listed ? mods.granuleClass() : null, listed ? mods.subGranuleClass() : null,
                volume, number, sameIssue ? issue.congress() : null, sameIssue ? issue.session() : null, date,
                pageStart, pageEnd, listed, speakers, listed ? mods.bills() : List.of(), text.markdown(),
                headingPath, turns, chunks, Sha256.of(granule.html().rawSha256() + "\n" + Json.write(read)));
    }

    /**
     * The bioguide ID of a turn's speaker: a member's label ({@code Mr. SMITH of New Jersey}) or the
     * member named in an officer's ({@code The SPEAKER pro tempore (Mr. Poe)}), looked up among
     * the granule's MODS speakers, then among the whole issue's in the same chamber.
     */
    static String bioguide(String label, List<ModsSpeaker> speakers, IssueMods issue, String chamber) {
        String name = label.startsWith("The ") ? GranuleNormalizer.seatHolder(label) : label;
        if (name == null) {
            return null;
        }
        for (ModsSpeaker s : speakers) {
            if (s.bioguideId() != null && s.parsedName() != null
                    && s.parsedName().toLowerCase(Locale.ROOT).equals(name.toLowerCase(Locale.ROOT))) {
                return s.bioguideId();
            }
        }
        return chamber == null ? null : issue.bioguideFor(name, chamber);
    }

    /** {@code H} or {@code S} from MODS's chamber ({@code SENATE}), else from the section; null for neither. */
    private static String chamber(String modsChamber, String section) {
        String value = (modsChamber != null ? modsChamber : section == null ? "" : section).toUpperCase(Locale.ROOT);
        if (value.startsWith("SENATE")) {
            return "S";
        }
        if (value.startsWith("HOUSE") || value.startsWith("EXTENSIONS")) {
            return "H";
        }
        return null;
    }

    @SafeVarargs
    private static <T> T first(T... values) {
        for (T v : values) {
            if (v != null) {
                return v;
            }
        }
        return null;
    }
}
