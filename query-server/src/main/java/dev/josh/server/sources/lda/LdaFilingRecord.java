package dev.josh.server.sources.lda;

import dev.josh.contracts.api.Citation;
import dev.josh.server.records.PublicRecord;
import java.util.List;

/**
 * A lobbying disclosure filing: an LD-1 registration, an LD-2 activity report or an LD-203
 * contribution report.
 *
 * @param amount income or expenses an LD-2 reports, in dollars
 * @param client null on an LD-203
 */
public record LdaFilingRecord(String type, String id, String form, String filingType, Integer year, String period,
                              String receivedAt, Double amount, String amountText, String comments, Registrant registrant,
                              Client client, List<Lobbyist> lobbyists, List<Issue> issues,
                              List<String> governmentEntities, List<Contribution> contributions,
                              Object foreignEntities, Object affiliatedOrgs, Citation citation) implements PublicRecord {

    /** @param id the Senate's registrant id (not a Josh public id: list its filings with /v1/lda-filings?registrant_id=) */
    public record Registrant(String id, String name, String description, String address, String country,
                             String filingsPath) {
    }

    /** @param id the Senate's client id (list its filings with /v1/lda-filings?client_id=) */
    public record Client(String id, String name, String description, String state, String country, String contact,
                         String selfFiler, String stateOrLocalGov, String filingsPath) {
    }

    public record Lobbyist(String name, String coveredPosition, String officialPosition) {
    }

    public record Issue(String code, String specificIssue) {
    }

    public record Contribution(String contributor, String contributionType, String payee, String honoree,
                               Double amount, String date) {
    }
}
