package dev.josh.server.upcoming;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.josh.contracts.api.Citation;

/**
 * Something due on a day: a comment period closing, a rule taking effect, a committee meeting.
 *
 * @param kind       {@code comment_period_closes}, {@code takes_effect} or {@code meeting}
 * @param actionable whether a member of the public can still act on it (an open comment period)
 * @param opened     when it was announced (the FR document's publication date), where known
 * @param daysLeft   days from {@code as_of} to {@code date}
 * @param detail     who: the agency or the committee
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record UpcomingEvent(String date, String kind, boolean actionable, String id, String source, String title,
                            String detail, String opened, long daysLeft, Citation citation) {
}
