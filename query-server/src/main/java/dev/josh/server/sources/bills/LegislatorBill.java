package dev.josh.server.sources.bills;

import dev.josh.contracts.api.Citation;

/**
 * A bill a legislator sponsored or cosponsored.
 *
 * @param role   {@code sponsor} or {@code cosponsor}
 * @param joined the date the legislator cosponsored (null for the sponsor)
 */
public record LegislatorBill(String id, String title, int congress, String role, String joined, String introducedDate,
                             String policyArea, String latestActionDate, String latestActionText, Citation citation) {
}
