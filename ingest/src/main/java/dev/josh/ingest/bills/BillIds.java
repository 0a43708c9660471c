package dev.josh.ingest.bills;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.InvalidIdException;
import dev.josh.contracts.id.PublicId;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Public IDs of bills and of the laws they became, built from upstream values. */
public final class BillIds {

    private static final Pattern LAW_NUMBER = Pattern.compile("([0-9]{1,3})\\s*[-–—]\\s*([0-9]{1,4})");

    private BillIds() {
    }

    public static Optional<PublicId> of(BillStatus status) {
        return of(status.typeCode(), status.congress(), status.number());
    }

    /** {@code hr:117:3684} from any spelling of the type ({@link BillType#parse}), when all parts fit the grammar. */
    public static Optional<PublicId> of(String type, Integer congress, Integer number) {
        if (congress == null || number == null) {
            return Optional.empty();
        }
        return BillType.parse(type).flatMap(t -> {
            try {
                return Optional.of(PublicId.bill(t.code(), congress, number));
            } catch (InvalidIdException e) {
                return Optional.empty();
            }
        });
    }

    /** {@code pl:117:58} for ({@code Public Law}, {@code 117-58}); {@code pvtl:…} for a private law. */
    public static Optional<PublicId> law(String type, String number) {
        Matcher m = number == null ? null : LAW_NUMBER.matcher(number);
        if (m == null || !m.matches()) {
            return Optional.empty();
        }
        String kind = type != null && type.toLowerCase(java.util.Locale.ROOT).startsWith("private") ? "pvtl" : "pl";
        try {
            return Optional.of(PublicId.of(IdType.LAW, kind, Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2))));
        } catch (InvalidIdException e) {
            return Optional.empty();
        }
    }
}
