package dev.josh.ingest.lda;

import dev.josh.contracts.id.PublicId;
import java.util.List;

/**
 * One filing of a Senate LDA bulk file ({@code <Filing>}), as read.
 *
 * @param id          {@code lda:<uuid>}, the UUID in lower case as the Senate's site writes it
 * @param filingUuid  the {@code ID} attribute as given
 * @param form        {@code LD-1} (registration), {@code LD-2} (activity report) or {@code LD-203} (contributions)
 * @param type        the upstream type, e.g. {@code MID-YEAR REPORT}, {@code LD-203 YEAR-END AMENDMENT}
 * @param period      the upstream period, e.g. {@code Mid-Year (Jan 1 - Jun 30)}, {@code UNDETERMINED}
 * @param received    when the Senate received it, as given ({@code 2007-10-24T13:27:51})
 * @param amount      income or expenses reported on an LD-2, as given; null when blank
 * @param client      null on an LD-203, which names no client
 * @param foreignEntities JSON of {@code <ForeignEntities>}, or null
 * @param affiliatedOrgs  JSON of {@code <AffiliatedOrgs>}, or null
 * @param rawSha256   SHA-256 of the filing as parsed (elements, attributes and text as JSON): the
 *                    file is UTF-16, so the filing's bytes are not what a reader would hash
 */
public record LdaFiling(PublicId id, String filingUuid, String form, String type, Integer year, String period,
                        String received, String amount, String comments, Registrant registrant, Client client,
                        List<Lobbyist> lobbyists, List<Issue> issues, List<String> governmentEntities,
                        String foreignEntities, String affiliatedOrgs, List<Contribution> contributions,
                        String sourceFile, String rawSha256) {

    public LdaFiling {
        lobbyists = List.copyOf(lobbyists);
        issues = List.copyOf(issues);
        governmentEntities = List.copyOf(governmentEntities);
        contributions = List.copyOf(contributions);
    }

    public record Registrant(String id, String name, String description, String address, String country,
                             String ppbCountry) {
    }

    /** @param ppbState state of the client's principal place of business */
    public record Client(String id, String name, String description, String state, String country, String ppbState,
                         String ppbCountry, String contactName, String selfFiler, String stateOrLocalGov) {
    }

    /** @param coveredPosition {@code COVERED}, {@code NOT COVERED}, as given */
    public record Lobbyist(String name, String coveredPosition, String officialPosition) {
    }

    /** @param code the general issue area, e.g. {@code ARTS/ENTERTAINMENT} */
    public record Issue(String code, String specificIssue) {
    }

    /** An LD-203 contribution; {@code amount} and {@code date} as given ({@code 100.0000}, {@code 2020-09-19T00:00:00}). */
    public record Contribution(String contributor, String type, String payee, String honoree, String amount,
                               String date) {
    }
}
