package dev.josh.ingest.lawtext;

import dev.josh.ingest.gpo.Whitespace;
import java.util.regex.Pattern;

/** Whitespace rules for text taken out of legislative documents. */
public final class LawText {

    private static final Pattern SOFT_HYPHEN = Pattern.compile("\\u00AD");

    private LawText() {
    }

    /**
     * Runs of whitespace (Unicode spaces included) as one ASCII space, trimmed. Soft hyphens, which
     * GPO puts inside words for typesetting ({@code Representa­tives}), are dropped, not spaced.
     */
    public static String collapse(String text) {
        if (text == null) {
            return "";
        }
        return Whitespace.collapse(SOFT_HYPHEN.matcher(text).replaceAll(""));
    }

    /** A whole number written as digits only (at most nine), else null. */
    public static Integer integer(String text) {
        return text != null && text.matches("[0-9]{1,9}") ? Integer.valueOf(text) : null;
    }

    /** A number and a heading as one label: {@code SEC. 2.} + {@code DEFINITIONS.}, {@code TITLE I} + {@code —} + {@code …}. */
    public static String join(String num, String heading) {
        if (num == null || num.isEmpty()) {
            return heading == null ? "" : heading;
        }
        if (heading == null || heading.isEmpty()) {
            return num;
        }
        return num.endsWith("—") || num.endsWith("-") ? num + heading : num + " " + heading;
    }
}
