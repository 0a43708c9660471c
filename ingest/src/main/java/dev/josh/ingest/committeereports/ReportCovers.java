package dev.josh.ingest.committeereports;

import dev.josh.contracts.id.PublicId;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** What a printed report's cover says of it, read from the PDF's first page as one line of text. */
public final class ReportCovers {

    private static final Pattern TO_ACCOMPANY = Pattern.compile(
            "To accompany (H\\. ?R\\.|S\\.|H\\. ?Res\\.|S\\. ?Res\\.|H\\. ?J\\. ?Res\\.|S\\. ?J\\. ?Res\\.|H\\. ?Con\\. ?Res\\.|S\\. ?Con\\. ?Res\\.) ?([1-9][0-9]{0,5})");
    private static final Pattern COMMITTEE = Pattern.compile("from the (Committee on [^,]+?), submitted");
    private static final Map<String, String> BILL_TYPES = Map.of("H.R.", "hr", "S.", "s", "H.Res.", "hres",
            "S.Res.", "sres", "H.J.Res.", "hjres", "S.J.Res.", "sjres", "H.Con.Res.", "hconres", "S.Con.Res.", "sconres");

    private ReportCovers() {
    }

    /** The bill in the cover's "[To accompany H.R. 1425]". */
    public static Optional<PublicId> accompanied(String cover, int congress) {
        Matcher m = TO_ACCOMPANY.matcher(cover);
        if (!m.find()) {
            return Optional.empty();
        }
        String type = BILL_TYPES.get(m.group(1).replace(" ", ""));
        return Optional.of(PublicId.bill(type, congress, Integer.parseInt(m.group(2))));
    }

    /** The committee in "… from the Committee on Small Business, submitted the following". */
    public static Optional<String> committee(String cover) {
        Matcher m = COMMITTEE.matcher(cover);
        return m.find() ? Optional.of(m.group(1)) : Optional.empty();
    }
}
