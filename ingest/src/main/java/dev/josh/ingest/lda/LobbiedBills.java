package dev.josh.ingest.lda;

import dev.josh.contracts.cite.FoundCitation;
import dev.josh.contracts.cite.LegalCitations;
import dev.josh.contracts.id.Congresses;
import dev.josh.contracts.id.IdType;
import dev.josh.ingest.core.RecordLink;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The bills a filing's lobbying issues name ("HR 2900, S 1082; Prescription Drug User Fee Amendments of
 * 2007"), as links of relation {@code lobbies_on} located at the issue ({@code issue 2}), read by the
 * citation parser with the Congress in session in the filing's year: filers write a bill's number and
 * never its Congress.
 */
final class LobbiedBills {

    static final String RELATION = "lobbies_on";
    /** Filers drop the Senate's period ("S 1082", "S1710"); the parser reads "S. 1082". */
    private static final Pattern BARE_SENATE = Pattern.compile("(?<![A-Za-z.])S\\s?(?=[0-9]{1,5}\\b)");

    private LobbiedBills() {
    }

    static List<RecordLink> of(LdaFiling filing) {
        if (filing.year() == null || filing.issues().isEmpty()) {
            return List.of();
        }
        // mid-year: a Congress begins on January 3 of an odd year
        int congress = Congresses.at(LocalDate.of(filing.year(), 7, 1));
        LegalCitations parser = new LegalCitations(LocalDate.now(ZoneOffset.UTC));
        Set<RecordLink> links = new LinkedHashSet<>();
        for (int i = 0; i < filing.issues().size(); i++) {
            String issue = filing.issues().get(i).specificIssue();
            if (issue == null) {
                continue;
            }
            for (FoundCitation c : parser.find(BARE_SENATE.matcher(issue).replaceAll("S. "), congress)) {
                if (c.id() != null && c.problem() == null && c.id().type() == IdType.BILL) {
                    links.add(new RecordLink(c.id().value(), RELATION, "issue " + (i + 1), "text"));
                }
            }
        }
        return new ArrayList<>(links);
    }
}
