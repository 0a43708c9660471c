package dev.josh.ingest.votes;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.InvalidIdException;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.CitationFormats;
import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.RecordPreparer;
import dev.josh.ingest.core.RejectedRecordException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import tools.jackson.databind.JsonNode;

/**
 * A vote's {@code data.json} as a {@link RollCallVote}.
 *
 * <p>The file's {@code session} is the calendar year, not the session number the ID needs. The
 * Senate's own file name says it ({@code vote_119_2_00128.xml}); otherwise it follows from the
 * year: a Congress's first session opens in January of its first year ({@code 1789 + 2 × (congress − 1)}),
 * the second a year later, and since the Twentieth Amendment a Congress ends at noon on January 3,
 * so a vote on January 1 to 3 after its second year still belongs to its second session.
 */
public final class VoteMapper implements RecordPreparer<VoteDocument, RollCallVote> {

    private static final Pattern SENATE_FILE = Pattern.compile("vote_([0-9]+)_([0-9])_[0-9]+\\.xml$");

    @Override
    public RollCallVote prepare(VoteDocument document) throws RejectedRecordException {
        JsonNode v = document.json();
        String voteId = text(v, "vote_id");
        PublicId id = id(v).orElseThrow(() -> new RejectedRecordException(voteId,
                "no valid congress, chamber, number and date/session: the vote gets no vote: ID"));
        JsonNode bill = v.path("bill");
        String billId = null;
        if (bill.isObject()) {
            try {
                billId = PublicId.bill(String.valueOf(text(bill, "type")), bill.path("congress").asInt(),
                        bill.path("number").asInt()).value();
            } catch (InvalidIdException e) {
                throw new RejectedRecordException(id.value(), "the bill the vote is on (" + bill + ") is not a bill ID");
            }
        }
        Map<String, Integer> counts = new LinkedHashMap<>();
        List<MemberVote> members = new ArrayList<>();
        for (Map.Entry<String, JsonNode> position : v.path("votes").properties()) {
            counts.put(position.getKey(), position.getValue().size());
            for (JsonNode m : position.getValue().values()) {
                if (m.isObject()) {
                    members.add(new MemberVote(position.getKey(), text(m, "id"), text(m, "display_name"),
                            text(m, "first_name"), text(m, "last_name"), text(m, "party"), text(m, "state")));
                } else if (m.isString() && !m.asString().isBlank()) {
                    members.add(new MemberVote(position.getKey(), m.asString().strip(), null, null, null, null, null));
                }
            }
        }
        JsonNode nomination = v.path("nomination");
        JsonNode amendment = v.path("amendment");
        return new RollCallVote(id, Integer.parseInt(id.part("congress")), id.part("chamber"),
                Integer.parseInt(id.part("session")), Integer.parseInt(id.part("number")), text(v, "date"),
                CitationFormats.isoDate(text(v, "date")).toString(), text(v, "question"), text(v, "type"),
                text(v, "category"), text(v, "requires"), text(v, "result"), text(v, "result_text"),
                text(v, "subject"), billId, amendment.isObject() ? Json.write(amendment) : null,
                text(nomination, "number"), text(nomination, "title"), counts, members, text(v, "record_modified"),
                text(v, "updated_at"), https(text(v, "source_url")), document.sourceFile(), document.rawSha256());
    }

    /** The vote's public ID, {@code vote:119:s:2:128}, when the file has what it takes. */
    static Optional<PublicId> id(JsonNode v) {
        String chamber = text(v, "chamber");
        LocalDate date = CitationFormats.isoDate(text(v, "date"));
        if (!v.path("congress").canConvertToInt() || !v.path("number").canConvertToInt() || chamber == null
                || date == null) {
            return Optional.empty();
        }
        int congress = v.path("congress").asInt();
        Integer session = session(congress, date, text(v, "source_url"));
        if (session == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(PublicId.of(IdType.VOTE, congress, chamber.toLowerCase(Locale.ROOT), session,
                    v.path("number").asInt()));
        } catch (InvalidIdException e) {
            return Optional.empty();
        }
    }

    /** The session number (see the class comment), or null when the date lies outside the Congress. */
    static Integer session(int congress, LocalDate date, String sourceUrl) {
        if (sourceUrl != null) {
            Matcher m = SENATE_FILE.matcher(sourceUrl);
            if (m.find() && Integer.parseInt(m.group(1)) == congress) {
                return Integer.valueOf(m.group(2));
            }
        }
        int firstYear = 1789 + 2 * (congress - 1);
        int session = date.getYear() - firstYear + 1;
        if (session == 3 && date.getMonthValue() == 1 && date.getDayOfMonth() <= 3) {
            session = 2;
        }
        return session >= 1 && session <= 2 ? session : null;
    }

    /**
     * The file's {@code source_url} with {@code https}: the scraper recorded {@code http://} for
     * clerk.house.gov and senate.gov, which serve the same files over HTTPS.
     */
    static String https(String url) {
        return url != null && url.startsWith("http://") ? "https://" + url.substring("http://".length()) : url;
    }

    private static String text(JsonNode node, String field) {
        JsonNode value = node.path(field);
        if (value.isMissingNode() || value.isNull() || value.isContainer()) {
            return null;
        }
        String text = value.asString().strip();
        return text.isEmpty() ? null : text;
    }
}
