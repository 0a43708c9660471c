package dev.josh.server.support;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A small library of real-looking U.S. Code sections, members and committees, with vectors. */
public final class Fixtures {

    public static final String COPYRIGHT_SUBJECT = "usc:17:102";
    public static final String FAIR_USE = "usc:17:107";
    public static final String MARITIME = "usc:9:1";
    public static final String ARBITRATION = "usc:9:2";
    public static final String WORDS = "usc:1:1";
    public static final String HEALTH_FRAUD = "usc:42:1320a-7b";

    private Fixtures() {
    }

    /** Writes the sections and their chunks; returns chunk id → text, for {@link #embedAll}. */
    public static Map<Long, String> sections(TestDatabase db) {
        Map<Long, String> chunks = new LinkedHashMap<>();
        section(db, chunks, COPYRIGHT_SUBJECT, "Subject matter of copyright: In general",
                "Copyright protection subsists, in accordance with this title, in original works of authorship "
                        + "fixed in any tangible medium of expression, now known or later developed.",
                "In no case does copyright protection for an original work of authorship extend to any idea, "
                        + "procedure, process, system, method of operation, concept, principle, or discovery.");
        section(db, chunks, FAIR_USE, "Limitations on exclusive rights: Fair use",
                "The fair use of a copyrighted work, including such use by reproduction in copies, for purposes "
                        + "such as criticism, comment, news reporting, teaching, scholarship, or research, is not an "
                        + "infringement of copyright.");
        section(db, chunks, MARITIME, "Maritime transactions and commerce defined",
                "Maritime transactions means charter parties, bills of lading of water carriers, agreements "
                        + "relating to wharfage, supplies furnished vessels or repairs to vessels, collisions.");
        section(db, chunks, ARBITRATION, "Validity, irrevocability, and enforcement of agreements to arbitrate",
                "A written provision in any maritime transaction or a contract evidencing a transaction involving "
                        + "commerce to settle by arbitration a controversy thereafter arising shall be valid, "
                        + "irrevocable, and enforceable.");
        section(db, chunks, WORDS, "Words denoting number, gender, and so forth",
                "In determining the meaning of any Act of Congress, unless the context indicates otherwise, words "
                        + "importing the singular include and apply to several persons, parties, or things.");
        section(db, chunks, HEALTH_FRAUD, "Criminal penalties for acts involving Federal health care programs",
                "Whoever knowingly and willfully makes a false statement in an application for payment under a "
                        + "Federal health care program shall be fined; compare 17 U.S.C. 102 and section 1320a-7b(b).");
        return chunks;
    }

    private static void section(TestDatabase db, Map<Long, String> chunks, String id, String heading, String... texts) {
        List<Long> ids = db.section(id, heading, texts);
        for (int i = 0; i < ids.size(); i++) {
            chunks.put(ids.get(i), texts[i]);
        }
    }

    /** Embeds every chunk with {@link HashingEmbedder}, as the worker would. */
    public static void embedAll(TestDatabase db, Map<Long, String> chunks) {
        chunks.forEach((id, text) -> db.vector(id, HashingEmbedder.vectorOf(text)));
    }

    public static void people(TestDatabase db) {
        db.legislator("N000147", "Eleanor", "Norton", "Democrat", "DC", true);
        db.legislator("S000250", "Pete", "Sessions", "Republican", "TX", true);
        db.legislator("J000020", "Jason", "Smith", "Republican", "MO", true);
        db.legislator("N000015", "Richard", "Neal", "Democrat", "MA", true);
        db.committee("HSWM", null, "Committee on Ways and Means");
        db.committee("HSWM01", "HSWM", "Subcommittee on Health");
        db.membership("HSWM", "N000015", "minority", 1, "Ranking Member");
        db.membership("HSWM", "S000250", "majority", 2, null);
        db.membership("HSWM", "J000020", "majority", 1, "Chairman");
        db.membership("HSWM", "Z999999", "minority", 2, null); // listed upstream, not in legislators
    }
}
