package dev.josh.ingest.gpo;

import java.util.regex.Pattern;

/** Whitespace rules for text taken out of GPO XML, where line breaks and indentation are layout, not content. */
public final class Whitespace {

    private static final Pattern SPACE = Pattern.compile("[\\s\\p{Zs}]+");

    private Whitespace() {
    }

    /** Runs of whitespace, Unicode spaces included, as one ASCII space, trimmed. */
    public static String collapse(String text) {
        return SPACE.matcher(text).replaceAll(" ").strip();
    }

    /** A heading's text, collapsed, without the colon that closes a caption: {@code SUMMARY:} as {@code SUMMARY}. */
    public static String caption(String heading) {
        return collapse(heading).replaceAll("[\\s:]+$", "");
    }

    /** The text collapsed, or null when nothing is left. */
    public static String collapseToNull(String text) {
        if (text == null) {
            return null;
        }
        String collapsed = collapse(text);
        return collapsed.isEmpty() ? null : collapsed;
    }
}
