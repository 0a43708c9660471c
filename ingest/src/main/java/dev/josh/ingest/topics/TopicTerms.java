package dev.josh.ingest.topics;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.InvalidIdException;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.bills.BillStatus;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The terms a BILLSTATUS file assigns its bill: its policy area and its legislative subjects. */
final class TopicTerms {

    static final String POLICY_AREA = "policy_area";
    static final String LEGISLATIVE_SUBJECT = "legislative_subject";

    /** A term as the file gives it, under its topic's public ID. */
    record Term(String topicId, String name, String kind) {
    }

    private TopicTerms() {
    }

    static List<Term> of(BillStatus status) {
        List<Term> terms = new ArrayList<>();
        if (status.policyArea() != null) {
            id(status.policyArea()).ifPresent(id -> terms.add(new Term(id, status.policyArea().strip(), POLICY_AREA)));
        }
        for (String subject : status.subjects()) {
            id(subject).ifPresent(id -> terms.add(new Term(id, subject.strip(), LEGISLATIVE_SUBJECT)));
        }
        return terms;
    }

    /**
     * {@code topic:environmental-protection}: the name in lower case without accents, every run of other
     * characters a hyphen ("Water resources development" and "Water Resources Development" are one
     * topic, as they are one term).
     */
    static Optional<String> id(String name) {
        String slug = Normalizer.normalize(name, Normalizer.Form.NFD).replaceAll("\\p{M}", "")
                .toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-+|-+$", "");
        try {
            return slug.isEmpty() ? Optional.empty() : Optional.of(PublicId.of(IdType.TOPIC, slug).value());
        } catch (InvalidIdException e) {
            return Optional.empty();
        }
    }
}
