package dev.josh.contracts.cite;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The title of the U.S. Code that "such title" refers back to: "under sections 708(d) and 1316 of title 17,
 * United States Code: … under sections 111(d)(2), 119(b)(3), 803(e), and 1005 of such title" cites title 17.
 * It is the title the nearest "title …" before names, and only where that one is a title of the Code: after
 * "title I of the Higher Education Act", "such title" is that title of that Act, which has no Code id.
 */
final class SuchTitle {

    private static final Pattern TITLE = Pattern.compile("\\btitle\\s+(?<number>[0-9]+[A-Za-z]?|[IVXLCDM]+)\\b"
            + "(?<code>(?:,|\\s+of\\s+the)\\s+United\\s+States\\s+Code)?", Pattern.UNICODE_CHARACTER_CLASS);
    /** How far back the title may stand: a paragraph of an appropriation, not another part of the bill. */
    private static final int REACH = 1500;

    private SuchTitle() {
    }

    /** The Code title "such title" at {@code at} refers to, or null where the title before it is none of the Code's. */
    static String before(String text, int at) {
        Matcher m = TITLE.matcher(text).region(Math.max(0, at - REACH), at);
        String title = null;
        while (m.find()) {
            title = m.group("code") == null ? null : m.group("number");
        }
        return title;
    }
}
