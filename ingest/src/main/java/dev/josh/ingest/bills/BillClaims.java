package dev.josh.ingest.bills;

import java.nio.file.Path;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads what labels and file names say about a bill: {@code 116 HR 1000 IH}, {@code H. R. 1063}, {@code BILLS-116hr3rh.xml}. */
final class BillClaims {

    private static final String TYPES = "HCONRES|SCONRES|HJRES|SJRES|HRES|SRES|HR|S";
    /** {@code 116 HR 1000 IH}, {@code HR 1968 ENR}, {@code 117 HRES 24}, {@code AMENDMENTS to 116 HR 1865}. */
    private static final Pattern LABEL = Pattern.compile(
            "(?:\\b([0-9]{2,3})\\s+)?\\b(" + TYPES + ")\\s+([0-9]{1,5})\\b(?:\\s+([A-Z]{1,4})\\b)?");
    /** {@code H. R. 1063}, {@code H. RES. 24}, {@code S. J. RES. 65}. */
    private static final Pattern LEGIS_NUM = Pattern.compile("([A-Za-z][A-Za-z.\\s]*?)\\s*([0-9]{1,5})");
    /** govinfo package names and the enrolled samples' names: {@code BILLS-116hr3rh.xml}, {@code 115hr609enr_good.xml}. */
    private static final Pattern GOVINFO_NAME = Pattern.compile(
            "(?:BILLS-)?([0-9]{2,3})(" + TYPES.toLowerCase(Locale.ROOT) + ")([0-9]{1,5})([a-z]{1,4})(?:_[a-z]+)?\\.(?:xml|html?)",
            Pattern.CASE_INSENSITIVE);
    /** GPO's 2024 sample names ({@code H1000_IH.XML}): only the version after the underscore is unambiguous. */
    private static final Pattern SAMPLE_NAME = Pattern.compile("[A-Za-z]+[0-9]+_([A-Za-z]{1,4})\\.xml", Pattern.CASE_INSENSITIVE);
    private static final Pattern CONGRESS = Pattern.compile("([0-9]{2,3})(?:st|nd|rd|th)\\s+CONGRESS", Pattern.CASE_INSENSITIVE);

    private BillClaims() {
    }

    /** A label such as a USLM {@code dc:title} or {@code citableAs}; the part before a colon is read. */
    static BillText.Claim fromLabel(String label) {
        if (label == null) {
            return BillText.Claim.NONE;
        }
        int colon = label.indexOf(':');
        Matcher m = LABEL.matcher(colon < 0 ? label : label.substring(0, colon));
        if (!m.find()) {
            return BillText.Claim.NONE;
        }
        String code = m.group(4) != null && BillVersions.isCode(m.group(4)) ? m.group(4) : null;
        return new BillText.Claim(m.group(2), m.group(1) == null ? null : Integer.valueOf(m.group(1)),
                Integer.valueOf(m.group(3)), code);
    }

    /** A printed bill number: {@code H. R. 1063}. */
    static BillText.Claim fromLegisNum(String legisNum) {
        if (legisNum == null) {
            return BillText.Claim.NONE;
        }
        Matcher m = LEGIS_NUM.matcher(legisNum.strip());
        if (!m.matches() || BillType.parse(m.group(1)).isEmpty()) {
            return BillText.Claim.NONE;
        }
        return new BillText.Claim(BillType.parse(m.group(1)).get().code(), null, Integer.valueOf(m.group(2)), null);
    }

    static BillText.Claim fromFileName(Path file) {
        String name = file.getFileName().toString();
        Matcher m = GOVINFO_NAME.matcher(name);
        if (m.matches()) {
            String code = m.group(4).toUpperCase(Locale.ROOT);
            return new BillText.Claim(m.group(2), Integer.valueOf(m.group(1)), Integer.valueOf(m.group(3)),
                    BillVersions.isCode(code) ? code : null);
        }
        m = SAMPLE_NAME.matcher(name);
        if (m.matches() && BillVersions.isCode(m.group(1))) {
            return new BillText.Claim(null, null, null, m.group(1).toUpperCase(Locale.ROOT));
        }
        return BillText.Claim.NONE;
    }

    /** {@code 113th CONGRESS} as 113; null for anything else (an enrolled bill's {@code One Hundred Nineteenth Congress}). */
    static Integer congress(String text) {
        Matcher m = text == null ? null : CONGRESS.matcher(text);
        return m != null && m.find() ? Integer.valueOf(m.group(1)) : null;
    }

    /** A version code written in a stage field: {@code ENR} as is, {@code Introduced in House} as {@code IH}. */
    static String versionCode(String stage) {
        if (stage == null) {
            return null;
        }
        String upper = stage.strip().toUpperCase(Locale.ROOT);
        return BillVersions.isCode(upper) ? upper : BillVersions.codeOf(stage).orElse(null);
    }
}
