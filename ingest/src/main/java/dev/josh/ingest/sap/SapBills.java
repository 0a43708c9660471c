package dev.josh.ingest.sap;

import dev.josh.contracts.id.PublicId;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The index's bill ids ({@code hr4346}, {@code sjres33}) as public ids and as citations print them. */
final class SapBills {

    private static final Pattern BILL = Pattern.compile("(hr|s|hres|sres|hjres|sjres|hconres|sconres)([1-9][0-9]{0,5})");
    private static final Map<String, String> PRINTED = Map.of("hr", "H.R.", "s", "S.", "hres", "H.Res.",
            "sres", "S.Res.", "hjres", "H.J.Res.", "sjres", "S.J.Res.", "hconres", "H.Con.Res.", "sconres", "S.Con.Res.");

    private SapBills() {
    }

    /** {@code hr4346} of the 117th Congress as {@code hr:117:4346}; empty when the text is no bill id. */
    static Optional<PublicId> publicId(String bill, int congress) {
        Matcher m = BILL.matcher(bill);
        if (!m.matches()) {
            return Optional.empty();
        }
        return Optional.of(PublicId.bill(m.group(1), congress, Integer.parseInt(m.group(2))));
    }

    /** {@code hr:117:4346} as {@code H.R. 4346}. */
    static String printed(PublicId bill) {
        return PRINTED.get(bill.part("billType")) + " " + bill.part("number");
    }

    /** {@code H.R. 4346}; {@code H.J.Res. 38 and H.J.Res. 36}; {@code A, B, and C}. */
    static String printed(List<PublicId> bills) {
        List<String> names = bills.stream().map(SapBills::printed).toList();
        if (names.size() <= 2) {
            return String.join(" and ", names);
        }
        return String.join(", ", names.subList(0, names.size() - 1)) + ", and " + names.get(names.size() - 1);
    }
}
