package dev.josh.contracts.cite;

import dev.josh.contracts.id.Congresses;
import java.time.LocalDate;
import java.time.Month;
import java.time.format.TextStyle;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Congress of a bill a text names without one ({@code H.R. 2639}), from the evidence nearest to it. A
 * bill number alone names a different measure in every Congress, and texts discuss bills of many
 * Congresses side by side, so the nearest "NNNth Congress" of the whole text is no evidence for a cite
 * in another sentence ("since the 101st Congress … introduced H.R. 2639, the … Act of 2019" is the
 * 116th). In order:
 * <ol>
 *   <li>{@link #beside}: a year or Congress written beside it — {@code H.Res. 341 (2025)}, the Act's title
 *   after it ({@code H.R. 2639, the Strength in Diversity Act of 2019}) or before it ({@code the … Act of
 *   2019 (H.R. 3412)}), the Congress closing a list it stands in ({@code S. 1394 and H.R. 2894, 118th
 *   Congress}), else the nearest "NNNth Congress" or date ({@code On May 9, 2019, … introduced}) before it
 *   in its sentence;</li>
 *   <li>the same bill's Congress read so elsewhere in the text, when the text gives it one Congress;</li>
 *   <li>the nearest "NNNth Congress" before it in its paragraph;</li>
 *   <li>the citing document's own Congress (a bill, law, committee report or Record granule names bills
 *   of its Congress unless it says otherwise);</li>
 *   <li>the nearest "NNNth Congress" before it anywhere in the text;</li>
 *   <li>else none: the bill is left unresolved rather than guessed.</li>
 * </ol>
 */
final class BillCongress {

    /*
     * CONGRESS and DATE open with a look-ahead for the character every match begins with (a digit, a month's
     * initial): find() tries them at every position of the whole text, and that test fails at most positions for the
     * price of one character, where the look-behind and word boundary cost several. The matches are the same.
     */
    /** "NNNth Congress" in the text, but for one that is part of a cite ({@code H.R. 3684, 117th Cong.}). */
    private static final Pattern CONGRESS = Pattern.compile(
            "(?=[0-9])(?<![0-9](?:,\\s?|\\s?[(\\[]))\\b(?<congress>[0-9]{1,3})(?:st|nd|rd|th)\\s+Cong(?:ress\\b|\\.)");
    private static final String MONTHS = Arrays.stream(Month.values())
            .map(m -> m.getDisplayName(TextStyle.FULL, Locale.US) + "|" + m.getDisplayName(TextStyle.SHORT, Locale.US)
                    + "\\.?").reduce((a, b) -> a + "|" + b).orElseThrow();
    private static final String MONTHS_PLAIN = Arrays.stream(Month.values())
            .map(m -> m.getDisplayName(TextStyle.FULL, Locale.US) + "|" + m.getDisplayName(TextStyle.SHORT, Locale.US))
            .reduce((a, b) -> a + "|" + b).orElseThrow();
    private static final Pattern DATE = Pattern.compile("(?=[" + initials() + "])\\b(?<month>" + MONTHS + ")\\s+"
            + "(?:(?<day>[0-9]{1,2}),?\\s+)?(?<year>(?:17|18|19|20)[0-9]{2})\\b");
    /** Other bills of a list between a cite and what follows or precedes the list ({@code /S. 2261/S. 2593}). */
    private static final String BILL_SEPARATOR = "(?:,\\s*(?:and\\s+|or\\s+)?|\\s*/\\s*|;\\s*|\\s+and\\s+|\\s+or\\s+)";
    private static final String OTHER_BILLS = "(?:" + BILL_SEPARATOR + "[A-Z][A-Za-z.]{0,7}\\s?[A-Za-z.]{0,5}\\s?[0-9]{1,5})*";
    private static final Pattern YEAR_AFTER = Pattern.compile("\\G\\s*\\((?<year>(?:17|18|19|20)[0-9]{2})\\)");
    private static final Pattern CONGRESS_CLOSING_LIST = Pattern.compile("\\G" + OTHER_BILLS
            + "(?:,\\s*|[”\"]?\\s*[(\\[]\\s*|\\s+(?:of|from|in)\\s+the\\s+)(?<congress>[0-9]{1,3})(?:st|nd|rd|th)\\s+Cong(?:ress\\b|\\.)");
    /**
     * {@code , the Strength in Diversity Act of 2019}: a title right after the cite, in title case up to its first
     * "Act"; "S. 104, a bill to amend the Nuclear Waste Policy Act of 1982" names another Act's year.
     */
    private static final Pattern TITLE_AFTER = Pattern.compile("\\G[,:]?\\s+(?:[Tt]he\\s+)?[“\"]?(?:(?:(?!Act\\b)[A-Z0-9(“\"][^\\s,;.]*"
            + "|of|and|for|the|to|in|on|a|an|from|by|with),?\\s+){1,20}?Act\\s+of\\s+(?<year>(?:17|18|19|20)[0-9]{2})\\b");
    /**
     * A date the words right after the cite give it: "H. Con. Res. 88 on May 16, 2016", "H.R. 8774 (as engrossed in the
     * House of Representatives on June 28, 2024)", "passed the House July 31, 2020", "approved August 16, 2022".
     */
    private static final Pattern DATE_AFTER = Pattern.compile("\\G[”\"]?,?\\s*(?:on\\s+|\\(?[^.;()]{0,40}?\\b(?:passed|introduced|"
            + "reported|approved|adopted|engrossed|enacted|signed|agreed)\\b[^.;()]{0,60}?)(?=\\b(?:" + MONTHS_PLAIN + ")\\s)");
    /** "H.R. 3427, as enacted into law by section 1000(a)(7) of Public Law 106–113": the law's Congress. */
    private static final Pattern ENACTED_BY = Pattern.compile("\\G[^.;()]{0,40}?\\benacted\\b[^.;]{0,60}?"
            + "(?:Public\\s+Law|Pub\\.\\s?L\\.|P\\.\\s?L\\.)\\s*(?<congress>[0-9]{1,3})\\s?[-–]");
    /** "identical to S. 1578, which was reported … in the last Congress": the one before the document's. */
    private static final Pattern LAST_CONGRESS = Pattern.compile("\\G[^.;]{0,120}?\\b(?:last|previous|prior|preceding)\\s+Congress\\b");
    /** Words that put a date before a cite on the bill's record ("On May 2, 2019, Rep. X introduced H.R. 2480"). */
    private static final Pattern ACTED = Pattern.compile("\\b(?:introduc|pass|report|consider|adopt|enact|sign|approv|engross|agreed)");
    private static final Pattern ACTED_BEFORE_DATE = Pattern.compile("\\b(?:introduced|passed|reported|adopted|enacted|agreed)\\b[^.;]{0,30}$");
    private static final Pattern TITLE_BEFORE = Pattern.compile("\\bAct\\s+of\\s+(?<year>(?:17|18|19|20)[0-9]{2})\\s*"
            + "\\(\\s*(?:[A-Z][A-Za-z.]{0,7}\\s?[A-Za-z.]{0,5}\\s?[0-9]{1,5}\\s*(?:,|/|;|\\band\\b|\\bor\\b)\\s*)*$");
    /** A sentence ends at a period before a capital, unless the word before it is an abbreviation. */
    private static final Pattern ABBREVIATION = Pattern.compile("(?:\\b[A-Za-z]|Rep|Reps|Sen|Sens|Mr|Ms|Mrs|Dr|No|Nos|Jr"
            + "|Sr|St|Gov|Res|Con|Cong|Doc|Rept|Pub|Stat|sess|Inc|Co|Corp|vs?|etc|Amdt|Sec|Secs|Jan|Feb|Mar|Apr|Jun|Jul|Aug"
            + "|Sep|Sept|Oct|Nov|Dec)$");
    private static final int SENTENCE_MAX = 600;

    private final String text;
    private final Integer documentCongress;
    private final int[] congressAt;
    private final int[] congressOf;
    private final int[] dateAt;
    private final int[] dateCongress;

    /**
     * @param text             the whole text the bills stand in
     * @param documentCongress the Congress of the document the text is, or null where it has none (a CRS or
     *                         GAO report is written about bills of any Congress)
     */
    BillCongress(String text, Integer documentCongress) {
        this.text = text;
        this.documentCongress = documentCongress;
        List<int[]> congresses = new ArrayList<>();
        Matcher m = CONGRESS.matcher(text);
        while (m.find()) {
            congresses.add(new int[]{m.start(), Integer.parseInt(m.group("congress"))});
        }
        this.congressAt = congresses.stream().mapToInt(a -> a[0]).toArray();
        this.congressOf = congresses.stream().mapToInt(a -> a[1]).toArray();
        List<int[]> dates = new ArrayList<>();
        Matcher d = DATE.matcher(text);
        while (d.find()) {
            dates.add(new int[]{d.start(), congressOf(d)});
        }
        this.dateAt = dates.stream().mapToInt(a -> a[0]).toArray();
        this.dateCongress = dates.stream().mapToInt(a -> a[1]).toArray();
    }

    /** The Congress the words beside the cite at {@code start}–{@code end} give it, or null. */
    Integer beside(int start, int end) {
        int near = Math.min(text.length(), end + 240);
        Matcher after = YEAR_AFTER.matcher(text).region(end, text.length());
        if (after.find()) {
            return ofYear(Integer.parseInt(after.group("year")));
        }
        Matcher list = CONGRESS_CLOSING_LIST.matcher(text).region(end, near);
        if (list.find()) {
            return Integer.valueOf(list.group("congress"));
        }
        Matcher title = TITLE_AFTER.matcher(text).region(end, near);
        if (title.find()) {
            return ofYear(Integer.parseInt(title.group("year")));
        }
        Matcher dated = DATE_AFTER.matcher(text).region(end, near);
        if (dated.find()) {
            Matcher date = DATE.matcher(text).region(dated.end(), near);
            if (date.lookingAt()) {
                return congressOf(date);
            }
        }
        Matcher enacted = ENACTED_BY.matcher(text).region(end, near);
        if (enacted.find()) {
            return Integer.valueOf(enacted.group("congress"));
        }
        if (documentCongress != null && LAST_CONGRESS.matcher(text).region(end, near).find()) {
            return documentCongress - 1;
        }
        Matcher before = TITLE_BEFORE.matcher(text).region(Math.max(0, start - 120), start);
        if (before.find()) {
            return ofYear(Integer.parseInt(before.group("year")));
        }
        int sentence = sentenceStart(start);
        int congress = last(congressAt, start);
        int date = last(dateAt, start);
        if (congress >= 0 && congressAt[congress] >= sentence && (date < 0 || congressAt[congress] > dateAt[date])) {
            return congressOf[congress];
        }
        return date >= 0 && dateAt[date] >= sentence && onTheRecord(dateAt[date], start) ? dateCongress[date] : null;
    }

    /**
     * Whether a date before a cite in its sentence is of the bill's record: an action between them and near ("On May 2,
     * 2019, Rep. X introduced H.R. 2480"), or just before the date ("introduced in the House in December 2024 (H.R.
     * 10445"); a date of something else the sentence tells ("signed on December 13, 2000, at Palermo, …, and S. 1129")
     * is not.
     */
    private boolean onTheRecord(int date, int cite) {
        return cite - date <= 140 && (ACTED.matcher(text).region(date, cite).find()
                || ACTED_BEFORE_DATE.matcher(text).region(Math.max(0, date - 40), date).find());
    }

    /** The Congress the text around it gives a cite nothing {@link #beside} it dates, or null. */
    Integer around(int start) {
        int congress = last(congressAt, start);
        if (congress >= 0 && text.lastIndexOf("\n\n", start) < congressAt[congress]) {
            return congressOf[congress];
        }
        if (documentCongress != null) {
            return documentCongress;
        }
        return congress >= 0 ? congressOf[congress] : null;
    }

    private int sentenceStart(int at) {
        int from = Math.max(0, at - SENTENCE_MAX);
        for (int i = at - 1; i > from; i--) {
            char c = text.charAt(i);
            if (c == '\n' && text.charAt(i - 1) == '\n') {
                return i;
            }
            if ((c == '.' || c == '?' || c == '!') && i + 2 < at && Character.isWhitespace(text.charAt(i + 1))
                    && startsSentence(text.charAt(i + 2))
                    && !ABBREVIATION.matcher(text).region(Math.max(0, i - 6), i).find()) {
                return i + 1;
            }
        }
        return from;
    }

    private static boolean startsSentence(char c) {
        return Character.isUpperCase(c) || c == '“' || c == '"';
    }

    /** The index of the last position in {@code positions} (ascending) before {@code at}, or -1. */
    private static int last(int[] positions, int at) {
        int i = Arrays.binarySearch(positions, at);
        return (i >= 0 ? i : -i - 1) - 1;
    }

    private static int congressOf(Matcher date) {
        Month month = Arrays.stream(Month.values()).filter(m -> date.group("month")
                .startsWith(m.getDisplayName(TextStyle.SHORT, Locale.US))).findFirst().orElseThrow();
        int day = date.group("day") == null ? 15 : Math.max(1, Math.min(28, Integer.parseInt(date.group("day"))));
        return Congresses.at(LocalDate.of(Integer.parseInt(date.group("year")), month, day));
    }

    /** The letters the months' names begin with: {@code JFMAMJJASOND}, a character class for {@link #DATE}. */
    private static String initials() {
        return Arrays.stream(Month.values()).map(m -> m.getDisplayName(TextStyle.FULL, Locale.US).substring(0, 1))
                .distinct().reduce("", String::concat);
    }

    /** The Congress that sat most of {@code year}: a bill's year is the year it was introduced or titled. */
    private static int ofYear(int year) {
        return Congresses.at(LocalDate.of(year, 6, 1));
    }
}
