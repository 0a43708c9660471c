package dev.josh.ingest.gpo;

import dev.josh.contracts.cite.SectionRange;
import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.InvalidIdException;
import dev.josh.contracts.id.PublicId;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The record a USLM reference names, by the identifier grammar GPO and the OLRC write in
 * {@code <ref href>}: {@code /us/usc/t33/s2282/a/1} is section 2282 of title 33 (the subsection path
 * below it is the pin cite, not another record), {@code /us/pl/113/121/s1002} is Public Law 113-121,
 * {@code /us/bill/113/hr/3080} H.R. 3080 of the 113th Congress, {@code /us/cfr/t40/s1506.8} a CFR
 * section, {@code /us/hrpt/116/324/pt2} part 2 of H. Rept. 116-324. The GPO bill DTD's
 * {@code <external-xref parsable-cite="usc/20/7221a">} is the same path without {@code /us/}.
 *
 * <p>References that name no record Josh keeps an ID for are not targets: a title or chapter of
 * the Code ({@code /us/usc/t42/ch6A}), a CFR title or part, a Statutes at Large or Federal Register
 * page ({@code /us/stat/90/2541}), an act by its popular name ({@code /us/act/…}).
 */
public final class UslmHrefs {

    private static final Pattern US_CODE = Pattern.compile("/us/usc/t(?<title>[0-9]+[A-Za-z]?)/s(?<section>[0-9][^/]*)(?:/.*)?");
    private static final Pattern LAW = Pattern.compile("/us/(?<kind>pl|pvtl)/(?<congress>[0-9]+)/(?<number>[0-9]+)(?:/.*)?");
    private static final Pattern BILL = Pattern.compile("/us/bill/(?<congress>[0-9]+)/(?<type>[a-z]+)/(?<number>[0-9]+)(?:/.*)?");
    private static final Pattern CFR = Pattern.compile("/us/cfr/t(?<title>[0-9]+)/s(?<section>[0-9]+[A-Za-z]?\\.[0-9A-Za-z-]+)(?:/.*)?");
    private static final Pattern REPORT = Pattern.compile(
            "/us/(?<kind>hrpt|srpt|erpt)/(?<congress>[0-9]+)/(?<number>[0-9]+)(?:/pt(?<part>[0-9]+))?(?:/.*)?");
    private static final Pattern DTD_CITE = Pattern.compile("(?<doc>usc|public-law|pl)/(?<first>[^/]+)/(?<second>[^/]+).*");

    private UslmHrefs() {
    }

    /**
     * The records a USLM {@code href} names that have a public ID: one, or none; a range of Code sections
     * ({@code /us/usc/t5/s551–558}) names its two ends ({@link SectionRange}).
     */
    public static List<PublicId> targets(String href) {
        if (href == null) {
            return List.of();
        }
        // The OLRC prints the hyphen of a section number as an en dash (s1962d–5b); IDs write a hyphen.
        String path = href.strip().replace('–', '-');
        Matcher m;
        if ((m = US_CODE.matcher(path)).matches()) {
            String title = m.group("title");
            return SectionRange.ends(m.group("section")).stream()
                    .flatMap(section -> id(IdType.US_CODE_SECTION, title, section).stream()).toList();
        }
        if ((m = LAW.matcher(path)).matches()) {
            return id(IdType.LAW, m.group("kind"), m.group("congress"), m.group("number")).stream().toList();
        }
        if ((m = BILL.matcher(path)).matches()) {
            return id(IdType.BILL, m.group("type"), m.group("congress"), m.group("number")).stream().toList();
        }
        if ((m = CFR.matcher(path)).matches()) {
            return id(IdType.CFR_SECTION, m.group("title"), m.group("section")).stream().toList();
        }
        if ((m = REPORT.matcher(path)).matches()) {
            String number = m.group("part") == null ? m.group("number") : m.group("number") + "-" + m.group("part");
            return id(IdType.COMMITTEE_REPORT, m.group("congress"), m.group("kind"), number).stream().toList();
        }
        return List.of();
    }

    /**
     * The records a GPO bill DTD {@code <external-xref>} names: {@code parsable-cite="usc/20/7221a"}
     * with {@code legal-doc="usc"}, {@code pl/118/42} with {@code legal-doc="public-law"}; a chapter
     * ({@code usc-chapter}) names no record.
     */
    public static List<PublicId> dtdTargets(String legalDoc, String parsableCite) {
        Matcher m = parsableCite == null ? null : DTD_CITE.matcher(parsableCite.strip());
        if (m == null || !m.matches()) {
            return List.of();
        }
        return switch (legalDoc == null ? "" : legalDoc) {
            case "usc" -> targets("/us/usc/t" + m.group("first") + "/s" + m.group("second"));
            case "public-law" -> targets("/us/pl/" + m.group("first") + "/" + m.group("second"));
            default -> List.of();
        };
    }

    private static Optional<PublicId> id(IdType type, Object... parts) {
        try {
            return Optional.of(PublicId.of(type, parts));
        } catch (InvalidIdException e) { // a number outside the grammar (s202 to 204): no record has that ID
            return Optional.empty();
        }
    }
}
