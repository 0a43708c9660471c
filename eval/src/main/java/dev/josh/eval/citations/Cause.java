package dev.josh.eval.citations;

import java.util.regex.Pattern;

/**
 * Why the two readers disagree on a citation, told from the words it stands on and the forms eyecite's
 * reporters-db lists ({@code laws.json}: {@code 1 U.S.C. § 1}, {@code 48 C.F.R. § 38.48}, {@code Pub. L. No.
 * 107-150}, {@code 82 Stat. 6}, {@code 59 FR 9061}; a section of digits joined by {@code - . :}). A cause says
 * whose reading is wrong only where the form decides it; {@link #UNEXPLAINED} is left to a reader.
 */
enum Cause {
    CODE_IN_WORDS("only Josh reads the Code in words (section 102 of title 17, United States Code)",
            "(?i)sections?\\s.*\\sof\\s+title\\s"),
    NO_SECTION_MARK("eyecite's U.S.C. and C.F.R. forms need a section mark; Josh reads 42 U.S.C. 1983",
            "(?i)^\\[?[0-9]+[A-Za-z]?\\s*(?:U\\.?\\s?S\\.?\\s?C|C\\.?\\s?F\\.?\\s?R)[.A-Z]*\\s*[0-9]"),
    CFR_PART_IN_WORDS("only Josh reads a CFR part written as a part (40 CFR part 141)", "(?i)C\\.?\\s?F\\.?\\s?R\\.?\\s*(?:parts?|pts?\\.)"),
    LETTERED_SECTION("eyecite's section pattern is digits only; Josh reads lettered sections (1395w-4, 78s)",
            "§+\\s*[0-9]+[A-Za-z]"),
    LAW_FORM("eyecite's Pub. L. forms are Pub. L., Public Law and a hyphen; Josh also reads P.L. and dashes",
            "(?i)^(?:P\\.\\s?L\\.|Pub(?:lic|\\.)\\s?L(?:aw|\\.)\\s*(?:No\\.\\s*)?[0-9]+\\s?(?:–|-\\s))"),
    PAGE_WITHOUT_SPACE("eyecite needs a space before the page (83 FR17486)", "(?i)(?:FR|Stat\\.)[0-9]"),
    TITLE_THAT_DOES_NOT_EXIST("eyecite reads a title that does not exist (2003 U.S.C., 538 C.F.R.); Josh reads none",
            null),
    UNEXPLAINED("read by hand", null);

    private static final int US_CODE_TITLES = 54;
    private static final int CFR_TITLES = 50;

    final String meaning;
    private final Pattern form;

    Cause(String meaning, String form) {
        this.meaning = meaning;
        this.form = form == null ? null : Pattern.compile(form);
    }

    static Cause of(ReaderDifferential.Outcome o) {
        if (o.verdict() == Verdict.EYECITE_ONLY) {
            String[] key = o.eyecite().key().split(":");
            int title = Integer.parseInt(key[1]);
            boolean code = key[0].equals("usc");
            boolean cfr = key[0].startsWith("cfr");
            return (code && title > US_CODE_TITLES) || (cfr && title > CFR_TITLES) ? TITLE_THAT_DOES_NOT_EXIST
                    : UNEXPLAINED;
        }
        if (o.verdict() == Verdict.JOSH_ONLY) {
            for (Cause c : values()) {
                if (c.form != null && c.form.matcher(o.josh().text()).find()) {
                    return c;
                }
            }
        }
        return UNEXPLAINED;
    }
}
