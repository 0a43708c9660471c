package dev.josh.ingest.legislators;

/**
 * One term of service as listed upstream.
 *
 * @param type        {@code rep} or {@code sen}
 * @param district    House district (0 at large), null for senators
 * @param senateClass 1, 2 or 3 for senators
 */
public record LegislatorTerm(int ordinal, String type, String start, String end, String state, Integer district,
                             String party, Integer senateClass, String stateRank, String url) {
}
