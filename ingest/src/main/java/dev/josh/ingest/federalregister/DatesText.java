package dev.josh.ingest.federalregister;

import dev.josh.ingest.gpo.WrittenDates;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Dates read out of a document's DATES caption, which agencies write as prose: {@code This rule is
 * effective April 15, 2016.}, {@code Comments must be received on or before May 16, 2016.} Only a
 * date written out in full ({@link WrittenDates}) counts; a placeholder such as
 * {@code [insert date 60 days after date of publication…]} gives none.
 */
public final class DatesText {

    private static final Pattern EFFECTIVE = Pattern.compile("(?i)\\beffective\\b");
    private static final Pattern COMMENT = Pattern.compile("(?i)\\bcomment");
    /** "… is delayed from April 15, 2016 to May 16, 2016": the date after "to" is the new effective date. */
    private static final Pattern DELAYED = Pattern.compile("(?i)\\b(?:delayed|postponed|extended)\\b[^.]*?\\bto\\s+");
    private static final Pattern DEADLINE = Pattern.compile(
            "(?i)\\b(?:on or before|no later than|not later than|by|until|through|due)\\b");
    /** How far before a date its deadline phrase may stand ({@code on or before 5 p.m. EST on Friday, May 6}). */
    private static final int DEADLINE_REACH = 45;
    /** How far after its keyword a date may stand and still be the keyword's date. */
    private static final int REACH = 250;

    private DatesText() {
    }

    /**
     * The effective date: the first full date after the word {@code effective} (after {@code to}
     * when the sentence delays or extends it), or null.
     */
    public static String effectiveDate(String dates) {
        if (dates == null) {
            return null;
        }
        Matcher effective = EFFECTIVE.matcher(dates);
        if (!effective.find()) {
            return null;
        }
        Matcher delayed = DELAYED.matcher(dates);
        if (delayed.find(effective.start()) && delayed.start() - effective.end() < REACH) {
            String moved = dateAt(dates, delayed.end());
            if (moved != null) {
                return moved;
            }
        }
        return dateAt(dates, effective.end());
    }

    /**
     * The date comments close: the first full date after a mention of comments that follows a
     * deadline phrase ({@code on or before}, {@code by}, {@code no later than}, {@code until},
     * {@code due}), or null. The phrase keeps a date that only describes the document commented on
     * ({@code the comment period for the proposed rule published on January 20, 2016 is reopened})
     * from being taken for the deadline.
     */
    public static String commentDate(String dates) {
        if (dates == null) {
            return null;
        }
        Matcher comment = COMMENT.matcher(dates);
        while (comment.find()) {
            Matcher date = WrittenDates.DATE.matcher(dates);
            int from = comment.end();
            while (date.find(from) && date.start() - comment.end() <= REACH) {
                String before = dates.substring(Math.max(comment.end(), date.start() - DEADLINE_REACH), date.start());
                if (DEADLINE.matcher(before).find()) {
                    return WrittenDates.iso(date);
                }
                from = date.end();
            }
        }
        return null;
    }

    /** The first full date starting within {@link #REACH} characters of {@code from}, ISO, or null. */
    private static String dateAt(String text, int from) {
        Matcher m = WrittenDates.DATE.matcher(text);
        return m.find(from) && m.start() - from <= REACH ? WrittenDates.iso(m) : null;
    }
}
