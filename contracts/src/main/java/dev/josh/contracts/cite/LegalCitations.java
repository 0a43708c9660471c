package dev.josh.contracts.cite;

import dev.josh.contracts.id.Congresses;
import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.InvalidIdException;
import dev.josh.contracts.id.PublicId;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.MatchResult;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds U.S. legal citations in free text, in the forms people write them: {@code 42 U.S.C. § 1983},
 * {@code 42 USC 1983(a)(1)}, {@code 17 U.S.C. §§ 106–107}, {@code section 102 of title 17, United
 * States Code}, {@code 40 C.F.R. § 141.61}, {@code 40 CFR part 141}, {@code 81 FR 22154},
 * {@code 81 Fed. Reg. 22,154}, {@code Pub. L. 117-58}, {@code Public Law 117–58}, {@code 135 Stat. 429},
 * {@code H.R. 3684}, {@code S. Res. 24}, {@code H.R. 3684, 117th Cong.}, {@code H.R. 3684 (117th Congress)}. A
 * bill takes its Congress from the citation itself, else from the evidence nearest to it ({@link BillCongress}),
 * else is left without one.
 *
 * <p>Only what the text says is decided here (the span, the standard form, the id, a cite that
 * cannot exist as written); whether the cited thing exists is for whoever holds the records.
 */
public final class LegalCitations {

    /** Pin cites after a section: {@code (a)(1)(ii)}, and the words the FDI Act numbers with ({@code 1819(Tenth)}). */
    private static final String PIN = "(?:\\((?:[0-9A-Za-z]{1,4}|[A-Z][a-z]{3,11})\\))*";
    /** A section number; the Code prints its hyphens as en dashes ({@code 470w–7}), which the id writes as hyphens. */
    private static final String SECTION = "[0-9]+[0-9A-Za-z]*(?:[-–.][0-9]+[0-9A-Za-z]*)*";
    private static final String SEP = "\\s*(?:,\\s*(?:and\\s+)?|\\s+and\\s+|\\s*(?:through|to|–|—)\\s*)";
    private static final String LIST = SECTION + PIN + "(?:" + SEP + SECTION + PIN + ")*";
    /**
     * Sections after one mark, comma-separated ({@code 20 U.S.C. 1082, 1094, 1221e-3, and 3474}); a number
     * followed by another code's name begins the next cite ({@code 42 U.S.C. 1983, 42 U.S.C. 1985}).
     */
    private static final String COMMA = ",\\s*(?:and\\s+)?";
    /** An authority list goes on after a section's "et seq." ({@code 42 U.S.C. 7401 et seq., 7601(a)}). */
    private static final String ET_SEQ = "(?:\\s+et\\s+seq\\.?)?";
    private static final String COMMAS = SECTION + PIN + ET_SEQ + "(?:" + COMMA + SECTION + PIN + ET_SEQ
            + "(?![0-9A-Za-z])(?!\\s*(?:U\\.?\\s?S\\.?\\s?C|C\\.?\\s?F\\.?\\s?R|Stat\\b|FR\\b|Fed\\b)))*";
    private static final int FLAGS = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CHARACTER_CLASS;
    /*
     * Each pattern below opens with a look-ahead for the one character (or few) every match begins with: find()
     * tries the pattern at every position of the text, and that test fails at most of them for the price of one
     * character, where the word boundary and look-behind after it (Unicode-aware) cost several. A look-ahead
     * only adds a condition every match already meets, so the matches are the same.
     */
    private static final String USC = "(?:U\\.\\s?S\\.\\s?C\\.(?:A\\.)?|USCA?\\b|U\\.\\s?S\\.\\s?Code\\b)";
    /** A section mark; {@code S 1404} is how OCR reads {@code § 1404}. */
    private static final String MARK = "(?:§|sec\\.|section|(?-i:S)(?=\\s+[0-9]))";
    private static final String SECTIONS = "(?:(?:§§|secs\\.|sections)\\s*(?<list>" + LIST + ")|" + MARK + "%s\\s*(?<one>"
            + COMMAS + "))";
    private static final Pattern US_CODE = Pattern.compile("(?=[1-9])\\b(?<title>[1-9][0-9]?[A-Za-z]?)\\s*" + USC + "\\s*"
            + SECTIONS.formatted("?"), FLAGS);
    /**
     * {@code title 38, U.S.C., section 2101}, {@code 38 U.S.C., section 3710}, {@code 20 United States Code,
     * Section 1400}: written with commas or the Code's name, where only a section mark says a number follows.
     */
    private static final Pattern US_CODE_COMMAS = Pattern.compile("(?=[1-9])\\b(?<title>[1-9][0-9]?[A-Za-z]?)(?:,\\s*" + USC
            + ",?|,?\\s*United\\s+States\\s+Code,?|\\s*" + USC + ",)\\s*" + SECTIONS.formatted(""), FLAGS);
    private static final Pattern US_CODE_WORDS = Pattern.compile("(?=s)\\b(?:sections\\s+(?<list>" + LIST + ")|section\\s+"
            + "(?<one>" + SECTION + PIN + "))\\s+of\\s+(?:title\\s+(?<title>[1-9][0-9]?[A-Za-z]?)(?:,|\\s+of\\s+the)\\s+"
            + "United\\s+States\\s+Code|such\\s+title\\b)", FLAGS);
    /**
     * A CFR section's number after the part: {@code 61}, {@code 204-17} ({@code 48 CFR 52.204-17}); a hyphen
     * followed by another part's section begins a range's end ({@code 40 CFR 35.001-35.003}).
     */
    private static final String CFR_SECTION = "[0-9]+[0-9A-Za-z]*(?:-[0-9]+[0-9A-Za-z]*(?![.0-9A-Za-z]))*";
    private static final Pattern CFR = Pattern.compile("(?=[1-9])\\b(?<title>[1-9][0-9]?)\\s*C\\.?\\s?F\\.?\\s?R\\.?\\s*"
            + "(?:(?<partWord>parts?|pts?\\.)\\s*(?<part>[0-9]+[A-Za-z]?)\\b(?!\\.[0-9])|(?:§§?|secs?\\.|sections?)?\\s*"
            + "(?<partOf>[0-9]+[A-Za-z]?)(?:\\.(?<section>" + CFR_SECTION + "))?(?<pin>" + PIN + ")"
            + "(?:\\s*[-–]\\s*(?<toPart>[0-9]+[A-Za-z]?)\\.(?<toSection>" + CFR_SECTION + "))?)", FLAGS);
    private static final Pattern FEDERAL_REGISTER = Pattern.compile(
            "(?=[0-9])\\b(?<volume>[0-9]{1,3})\\s*(?:FR|Fed\\.\\s?Reg\\.)\\s*(?<page>[0-9]{1,3}(?:,[0-9]{3})+|[0-9]{1,6})\\b",
            Pattern.UNICODE_CHARACTER_CLASS);
    private static final Pattern LAW = Pattern.compile("(?=p)\\b(?:(?<private>Priv(?:ate|\\.)\\s?L(?:aw|\\.))|Pub(?:lic|\\.)"
            + "\\s?L(?:aw|\\.)|P\\.\\s?L\\.)\\s*(?:No\\.\\s*)?(?<congress>[0-9]{1,3})\\s?[-–]\\s?(?<number>[0-9]{1,4})\\b",
            FLAGS);
    private static final Pattern STATUTES = Pattern.compile(
            "(?=[0-9])\\b(?<volume>[0-9]{1,3})\\s+Stat\\.\\s+(?<page>[0-9]{1,2}(?:,[0-9]{3})+|[0-9]{1,5})\\b",
            Pattern.UNICODE_CHARACTER_CLASS);
    private static final Pattern BILL = Pattern.compile("(?=[HS])(?<![A-Za-z.])(?<type>H\\.\\s?Con\\.\\s?Res\\.|S\\.\\s?Con\\.\\s?"
            + "Res\\.|H\\.\\s?J\\.\\s?Res\\.|S\\.\\s?J\\.\\s?Res\\.|H\\.\\s?Res\\.|S\\.\\s?Res\\.|H\\.\\s?R\\.|S\\.|"
            + "HCONRES|SCONRES|HJRES|SJRES|HRES|SRES|HR)\\s?(?<number>[0-9]{1,5})\\b(?!\\s*(?:degrees?\\b|°))(?:(?:,\\s*|\\s*[(\\[])(?<congress>[0-9]{1,3})"
            + "(?:st|nd|rd|th)\\s+Cong(?:ress|\\.)[)\\]]?)?", Pattern.UNICODE_CHARACTER_CLASS);
    private static final Map<String, String> BILL_TYPES = Map.of("HR", "hr", "S", "s", "HRES", "hres", "SRES", "sres",
            "HJRES", "hjres", "SJRES", "sjres", "HCONRES", "hconres", "SCONRES", "sconres");
    private static final Map<String, String> BILL_DISPLAY = Map.of("hr", "H.R.", "s", "S.", "hres", "H. Res.",
            "sres", "S. Res.", "hjres", "H.J. Res.", "sjres", "S.J. Res.", "hconres", "H. Con. Res.",
            "sconres", "S. Con. Res.");
    private static final int US_CODE_TITLES = 54;
    private static final int CFR_TITLES = 50;

    private final int currentCongress;
    private final int currentFrVolume;

    /** A parser for texts written up to {@code today}: it knows which Congresses and FR volumes exist. */
    public LegalCitations(LocalDate today) {
        this.currentCongress = Congresses.at(today);
        this.currentFrVolume = today.getYear() - 1935;
    }

    /**
     * Every citation in {@code text}, in order; where two readings overlap, the one that starts first
     * (then the longer) is kept.
     *
     * @param congress the Congress of the document the text is (a bill's, a report's), or null where it has
     *                 none: the last resort for a bill the text names without one
     */
    public List<FoundCitation> find(String text, Integer congress) {
        List<FoundCitation> all = new ArrayList<>();
        usCode(text, US_CODE, all);
        usCode(text, US_CODE_COMMAS, all);
        usCode(text, US_CODE_WORDS, all);
        cfr(text, all);
        pages(text, FEDERAL_REGISTER, CitedKind.FEDERAL_REGISTER_PAGE, all);
        pages(text, STATUTES, CitedKind.STATUTES_AT_LARGE, all);
        laws(text, all);
        bills(text, congress, all);
        all.sort(Comparator.comparingInt(FoundCitation::start).thenComparing(c -> -(c.end() - c.start())));
        List<FoundCitation> kept = new ArrayList<>();
        int taken = -1;
        int group = -1;
        for (FoundCitation c : all) {
            // several sections of one cite ("§§ 106, 107") share its span; other overlaps are readings that lost
            if (c.start() >= taken || c.start() == group) {
                kept.add(c);
                group = c.start();
                taken = Math.max(taken, c.end());
            }
        }
        return kept;
    }

    private void usCode(String text, Pattern pattern, List<FoundCitation> out) {
        Matcher m = pattern.matcher(text);
        while (m.find()) {
            // "sections 111(d)(2) … of such title": the Code title named before, else a title of something else
            String title = m.group("title") != null ? m.group("title").toUpperCase(Locale.ROOT) : SuchTitle.before(text, m.start());
            if (title == null) {
                continue;
            }
            List<String> cited = new ArrayList<>();
            if (m.group("list") != null) {
                cited.addAll(sections(m.group("list")));
            } else {
                for (String one : m.group("one").replaceAll("\\s+et\\s+seq\\.?", "").split(COMMA)) {
                    cited.addAll(SectionRange.ends(one));
                }
            }
            for (String one : cited) {
                String section = one.replaceAll("\\(.*", "").replace('–', '-');
                String pin = one.substring(one.replaceAll("\\(.*", "").length());
                String problem = Integer.parseInt(title.replaceAll("[A-Z]", "")) > US_CODE_TITLES
                        ? "the U.S. Code has titles 1 to " + US_CODE_TITLES + ", not " + title : null;
                out.add(citation(m, CitedKind.US_CODE_SECTION, title + " U.S.C. § " + section + pin,
                        problem == null ? IdType.US_CODE_SECTION : null, problem, title, section));
            }
        }
    }

    /**
     * The sections of a list: {@code 106, 107 and 108}; a range ({@code 106–122}, and after {@code §§}
     * also {@code 106-122}) gives its two ends.
     */
    private static List<String> sections(String list) {
        List<String> out = new ArrayList<>();
        for (String s : list.split(SEP + "|-")) {
            if (!s.isBlank()) {
                out.add(s.strip());
            }
        }
        return out;
    }

    private void cfr(String text, List<FoundCitation> out) {
        Matcher m = CFR.matcher(text);
        while (m.find()) {
            int title = Integer.parseInt(m.group("title"));
            String problem = title > CFR_TITLES ? "the CFR has titles 1 to " + CFR_TITLES + ", not " + title : null;
            String section = m.group("section");
            if (section == null) {
                String part = m.group("part") != null ? m.group("part") : m.group("partOf");
                int partNumber = Integer.parseInt(part.replaceAll("[A-Za-z]", ""));
                out.add(new FoundCitation(m.start(), m.end(), m.group(), CitedKind.CFR_PART,
                        title + " C.F.R. pt. " + part, null, title, partNumber, problem));
            } else {
                String cited = m.group("partOf") + "." + section;
                out.add(citation(m, CitedKind.CFR_SECTION, title + " C.F.R. § " + cited + m.group("pin"),
                        problem == null ? IdType.CFR_SECTION : null, problem, title, cited));
                if (m.group("toSection") != null) { // a range: its other end
                    String end = m.group("toPart") + "." + m.group("toSection");
                    out.add(citation(m, CitedKind.CFR_SECTION, title + " C.F.R. § " + end,
                            problem == null ? IdType.CFR_SECTION : null, problem, title, end));
                }
            }
        }
    }

    private void pages(String text, Pattern pattern, CitedKind kind, List<FoundCitation> out) {
        Matcher m = pattern.matcher(text);
        while (m.find()) {
            int volume = Integer.parseInt(m.group("volume"));
            int page = Integer.parseInt(m.group("page").replace(",", ""));
            boolean fr = kind == CitedKind.FEDERAL_REGISTER_PAGE;
            String problem = volume == 0 || page == 0 ? "volumes and pages start at 1"
                    : fr && volume > currentFrVolume ? "the Federal Register has volumes 1 (1936) to " + currentFrVolume
                    + " (this year), not " + volume : null;
            out.add(new FoundCitation(m.start(), m.end(), m.group(), kind,
                    volume + (fr ? " FR " : " Stat. ") + page, null, volume, page, problem));
        }
    }

    private void laws(String text, List<FoundCitation> out) {
        Matcher m = LAW.matcher(text);
        while (m.find()) {
            int congress = Integer.parseInt(m.group("congress"));
            int number = Integer.parseInt(m.group("number"));
            boolean privateLaw = m.group("private") != null;
            String problem = congressProblem(congress);
            out.add(citation(m, CitedKind.LAW, (privateLaw ? "Priv. L. No. " : "Pub. L. No. ") + congress + "-" + number,
                    problem == null ? IdType.LAW : null, problem, privateLaw ? "pvtl" : "pl", congress, number));
        }
    }

    private void bills(String text, Integer documentCongress, List<FoundCitation> out) {
        Matcher m = BILL.matcher(text);
        if (!m.find()) {
            return; // the evidence of Congresses below scans the whole text: only for a text that names a bill
        }
        BillCongress evidence = new BillCongress(text, documentCongress);
        List<MatchResult> found = new ArrayList<>();
        List<Integer> congresses = new ArrayList<>();
        // a bill's Congress read beside one mention dates its other mentions in the text, where all agree
        Map<String, Integer> dated = new HashMap<>();
        do {
            Integer congress = m.group("congress") != null ? Integer.valueOf(m.group("congress"))
                    : evidence.beside(m.start(), m.end());
            found.add(m.toMatchResult());
            congresses.add(congress);
            if (congress != null) {
                dated.merge(billKey(m), congress, (a, b) -> a.equals(b) ? a : -1);
            }
        } while (m.find());
        for (int i = 0; i < found.size(); i++) {
            MatchResult bill = found.get(i);
            Integer congress = congresses.get(i);
            if (congress == null) {
                Integer elsewhere = dated.get(billKey(bill));
                congress = elsewhere != null && elsewhere > 0 ? elsewhere : evidence.around(bill.start());
            }
            String type = BILL_TYPES.get(bill.group("type").replaceAll("[\\s.]", "").toUpperCase(Locale.ROOT));
            int number = Integer.parseInt(bill.group("number"));
            String display = BILL_DISPLAY.get(type) + " " + number;
            if (congress == null) {
                out.add(new FoundCitation(bill.start(), bill.end(), bill.group(), CitedKind.BILL, display, null, 0, 0, null));
                continue;
            }
            String problem = congressProblem(congress);
            out.add(citation(bill, CitedKind.BILL, display + ", " + Congresses.ordinal(congress) + " Cong.",
                    problem == null ? IdType.BILL : null, problem, type, congress, number));
        }
    }

    private static String billKey(MatchResult bill) {
        return BILL_TYPES.get(bill.group("type").replaceAll("[\\s.]", "").toUpperCase(Locale.ROOT)) + " "
                + Integer.parseInt(bill.group("number"));
    }

    private String congressProblem(int congress) {
        return congress < 1 || congress > currentCongress
                ? "there has been no " + Congresses.ordinal(congress) + " Congress (the current one is the "
                + Congresses.ordinal(currentCongress) + ")" : null;
    }

    /** A citation whose id the text names: made from the parts, or a problem where no id grammar admits them. */
    private static FoundCitation citation(MatchResult m, CitedKind kind, String canonical, IdType type, String problem,
                                          Object... parts) {
        PublicId id = null;
        if (type != null) {
            try {
                id = PublicId.of(type, parts);
            } catch (InvalidIdException e) {
                problem = "not a citation form Josh knows: " + canonical;
            }
        }
        return new FoundCitation(m.start(), m.end(), m.group(), kind, canonical, id, 0, 0, problem);
    }
}
