package dev.josh.ingest.legislators;

import dev.josh.ingest.core.CitationColumns;
import java.time.Instant;

/**
 * The legislators citation formatter:
 * {@code Sen. Edward J. Markey (D-MA), bioguide M000133 — congress-legislators, legislators-current.yaml},
 * and for a former member {@code … — congress-legislators, legislators-historical.csv}, the file
 * published at {@code source_url}. {@code published_at} is the file's date: neither file carries
 * one of its own.
 */
public final class LegislatorCitations {

    public static final String SOURCE_ORG = "@unitedstates congress-legislators project (CC0)";
    public static final String FILE = "legislators-current.yaml";
    /** The project's alternate CSV of former members: one row per person, with the last term only. */
    public static final String HISTORICAL_FILE = "legislators-historical.csv";
    public static final String BASE_URL = "https://unitedstates.github.io/congress-legislators/";
    public static final String SOURCE_URL = BASE_URL + FILE;

    private LegislatorCitations() {
    }

    public static CitationColumns cite(Legislator legislator, Instant retrievedAt) {
        return new CitationColumns(BASE_URL + legislator.file(), SOURCE_ORG, legislator.publishedAt(),
                retrievedAt.toString(), legislator.rawSha256(), citation(legislator));
    }

    static String citation(Legislator legislator) {
        LegislatorTerm term = legislator.latestTerm();
        StringBuilder out = new StringBuilder();
        if (term != null && "sen".equals(term.type())) {
            out.append("Sen. ");
        } else if (term != null && "rep".equals(term.type())) {
            out.append("Rep. ");
        }
        out.append(legislator.displayName());
        if (term != null && term.party() != null && term.state() != null) {
            out.append(" (").append(partyLetter(term.party())).append('-').append(term.state());
            if (term.district() != null && term.district() > 0) {
                out.append('-').append(term.district());
            }
            out.append(')');
        }
        return out.append(", bioguide ").append(legislator.id()).append(" — congress-legislators, ")
                .append(legislator.file()).toString();
    }

    static String partyLetter(String party) {
        return switch (party) {
            case "Democrat" -> "D";
            case "Republican" -> "R";
            case "Independent" -> "I";
            default -> party.substring(0, 1);
        };
    }
}
