package dev.josh.ingest.uscode;

import java.util.Locale;
import java.util.regex.Pattern;

/** Whitespace and label rules shared by the reader and the normalizer. */
final class Text {

    private static final Pattern SPACE = Pattern.compile("[\\s\\p{Zs}]+");
    private static final Pattern LEVEL_WORD = Pattern.compile(
            "^(TITLE|SUBTITLE|CHAPTER|SUBCHAPTER|PART|SUBPART|DIVISION|SUBDIVISION)\\b");

    private Text() {
    }

    /** Runs of whitespace, Unicode spaces included (OLRC puts a narrow no-break space after §), as one ASCII space, trimmed. */
    static String collapse(String text) {
        return SPACE.matcher(text).replaceAll(" ").strip();
    }

    /** A num and a heading as one label: {@code Title 17—} + {@code COPYRIGHTS}, {@code § 102.} + {@code Subject…}. */
    static String join(String num, String heading) {
        if (num.isEmpty()) {
            return heading;
        }
        if (heading.isEmpty()) {
            return num;
        }
        return num.endsWith("—") || num.endsWith("-") ? num + heading : num + " " + heading;
    }

    /** {@code CHAPTER 1—} as {@code Chapter 1—}; other labels as they are. */
    static String levelNum(String num) {
        var m = LEVEL_WORD.matcher(num);
        if (!m.find()) {
            return num;
        }
        String word = m.group(1);
        return word.charAt(0) + word.substring(1).toLowerCase(Locale.ROOT) + num.substring(word.length());
    }

    /** A heading without its trailing punctuation, for use as a Markdown heading: {@code In general.—} as {@code In general}. */
    static String bareHeading(String heading) {
        return heading.replaceAll("[\\s.:;,—–-]+$", "");
    }
}
