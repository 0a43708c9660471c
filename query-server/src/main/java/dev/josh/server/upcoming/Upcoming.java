package dev.josh.server.upcoming;

import java.util.List;
import java.util.Map;

/**
 * What is due in the next days, soonest first.
 *
 * @param asOf    the day the answer is for (today unless asked): nothing announced after it is listed
 * @param until   the last day of the window
 * @param byKind  events per kind over the whole window, before {@code limit}
 * @param sources the sources that give events, and whether each is loaded
 */
public record Upcoming(String asOf, int days, String until, boolean actionableOnly, int total, int count,
                       Map<String, Integer> byKind, Map<String, Boolean> sources, List<UpcomingEvent> results) {
}
