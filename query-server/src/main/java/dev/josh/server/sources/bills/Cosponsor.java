package dev.josh.server.sources.bills;

/**
 * A cosponsor of a bill as BILLSTATUS lists them.
 *
 * @param name       as BILLSTATUS prints it, e.g. "Del. Norton, Eleanor Holmes [D-DC-At Large]"
 * @param original   joined on the day the bill was introduced
 * @param inDatabase the legislator's record is loaded ({@code /v1/legislators/{bioguide_id}})
 */
public record Cosponsor(String bioguideId, String name, String party, String state, Integer district,
                        String sponsorshipDate, String withdrawnDate, boolean original, boolean inDatabase) {
}
