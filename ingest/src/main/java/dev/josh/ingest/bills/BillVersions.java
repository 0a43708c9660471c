package dev.josh.ingest.bills;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * GPO bill version codes ({@code IH}, {@code RS}, {@code ENR}, …) and the stage names documents
 * give them ({@code Introduced in House}). The table is in rough legislative order, which breaks
 * ties between versions of a bill that carry no date (see {@link #rank}).
 */
public final class BillVersions {

    private static final Map<String, String> STAGES = new LinkedHashMap<>();

    static {
        stage("IH", "Introduced in House");
        stage("IS", "Introduced in Senate");
        stage("ASH", "Additional Sponsors House");
        stage("SAS", "Additional Sponsors Senate");
        stage("SC", "Sponsor Change");
        stage("RIH", "Referral Instructions House");
        stage("RIS", "Referral Instructions Senate");
        stage("RTH", "Referred to Committee House");
        stage("RTS", "Referred to Committee Senate");
        stage("RCH", "Reference Change House");
        stage("RCS", "Reference Change Senate");
        stage("HDH", "Held at Desk House");
        stage("HDS", "Held at Desk Senate");
        stage("CDH", "Committee Discharged House");
        stage("CDS", "Committee Discharged Senate");
        stage("RH", "Reported in House");
        stage("RS", "Reported in Senate");
        stage("RAH", "Referred with Amendments House");
        stage("RAS", "Referred with Amendments Senate");
        stage("PCH", "Placed on Calendar House");
        stage("PCS", "Placed on Calendar Senate");
        stage("OPH", "Ordered to be Printed House");
        stage("OPS", "Ordered to be Printed Senate");
        stage("LTH", "Laid on Table House");
        stage("LTS", "Laid on Table Senate");
        stage("IPH", "Indefinitely Postponed House");
        stage("IPS", "Indefinitely Postponed Senate");
        stage("FPH", "Failed Passage House");
        stage("FPS", "Failed Passage Senate");
        stage("CPH", "Considered and Passed House");
        stage("CPS", "Considered and Passed Senate");
        stage("ATH", "Agreed to House");
        stage("ATS", "Agreed to Senate");
        stage("EH", "Engrossed in House");
        stage("ES", "Engrossed in Senate");
        stage("EPH", "Engrossed and Deemed Passed by House");
        stage("RDH", "Received in House");
        stage("RDS", "Received in Senate");
        stage("RFH", "Referred in House");
        stage("RFS", "Referred in Senate");
        stage("PP", "Public Print");
        stage("PAP", "Printed as Passed");
        stage("PWAH", "Ordered to be Printed with House Amendment");
        stage("AH", "Amendment in House");
        stage("AS", "Amendment in Senate");
        stage("FAH", "Failed Amendment House");
        stage("EAH", "Engrossed Amendment House");
        stage("EAS", "Engrossed Amendment Senate");
        stage("REAH", "Re-engrossed Amendment House");
        stage("RES", "Re-engrossed Amendment Senate");
        stage("RE", "Reprint of an Amendment");
        stage("ENR", "Enrolled Bill");
        stage("RENR", "Re-enrolled Bill");
    }

    private static void stage(String code, String name) {
        STAGES.put(code, name);
    }

    private BillVersions() {
    }

    /** Whether {@code code} is a GPO bill version code. */
    public static boolean isCode(String code) {
        return code != null && STAGES.containsKey(code.toUpperCase(Locale.ROOT));
    }

    /** The stage name of a version code: {@code IH} is {@code Introduced in House}. */
    public static Optional<String> stageOf(String code) {
        return Optional.ofNullable(code == null ? null : STAGES.get(code.toUpperCase(Locale.ROOT)));
    }

    /**
     * The code of a stage name, as documents write it: {@code Introduced in House},
     * {@code Received-in-Senate} (GPO DTD attribute), {@code Indefinitely Postponed in Senate}.
     */
    public static Optional<String> codeOf(String stage) {
        if (stage == null) {
            return Optional.empty();
        }
        String key = normalize(stage);
        for (Map.Entry<String, String> e : STAGES.entrySet()) {
            if (normalize(e.getValue()).equals(key)) {
                return Optional.of(e.getKey());
            }
        }
        return Optional.empty();
    }

    /** Position in legislative order; unknown codes sort between the stages before and after enrollment. */
    public static int rank(String code) {
        int i = 0;
        for (String known : STAGES.keySet()) {
            if (known.equalsIgnoreCase(code)) {
                return i;
            }
            i++;
        }
        return rank("RE");
    }

    private static String normalize(String stage) {
        return stage.toLowerCase(Locale.ROOT).replace('-', ' ').replaceAll("\\b(in|the|of|by)\\b", " ")
                .replaceAll("\\s+", " ").strip();
    }
}
