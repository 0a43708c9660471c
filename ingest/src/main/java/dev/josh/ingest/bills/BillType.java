package dev.josh.ingest.bills;

import java.util.Locale;
import java.util.Optional;

/** The eight kinds of measure, with the forms each upstream and each citation writes them in. */
public enum BillType {
    HR("hr", "H.R.", "house-bill"),
    S("s", "S.", "senate-bill"),
    HRES("hres", "H.Res.", "house-resolution"),
    SRES("sres", "S.Res.", "senate-resolution"),
    HJRES("hjres", "H.J.Res.", "house-joint-resolution"),
    SJRES("sjres", "S.J.Res.", "senate-joint-resolution"),
    HCONRES("hconres", "H.Con.Res.", "house-concurrent-resolution"),
    SCONRES("sconres", "S.Con.Res.", "senate-concurrent-resolution");

    private final String code;
    private final String display;
    private final String congressGovPath;

    BillType(String code, String display, String congressGovPath) {
        this.code = code;
        this.display = display;
        this.congressGovPath = congressGovPath;
    }

    /** The ID and govinfo form: {@code hr}, {@code sconres}. */
    public String code() {
        return code;
    }

    /** The citation form: {@code H.R.}, {@code S.Con.Res.}. */
    public String display() {
        return display;
    }

    /** The congress.gov URL segment: {@code house-bill}. */
    public String congressGovPath() {
        return congressGovPath;
    }

    /** {@code House} or {@code Senate}: the chamber the type itself names. */
    public String chamber() {
        return code.startsWith("h") ? "House" : "Senate";
    }

    /**
     * Any upstream spelling: {@code HR}, {@code hconres}, {@code H. R.}, {@code H. CON. RES.},
     * {@code S.J.Res.}; dots and spaces are ignored. BILLSTATUS 1.0.0 guides also name {@code H} for
     * a House bill.
     */
    public static Optional<BillType> parse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String key = text.replaceAll("[\\s.]", "").toLowerCase(Locale.ROOT);
        if (key.equals("h")) {
            return Optional.of(HR);
        }
        for (BillType type : values()) {
            if (type.code.equals(key)) {
                return Optional.of(type);
            }
        }
        return Optional.empty();
    }
}
