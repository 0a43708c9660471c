package dev.josh.ingest.lda;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.InvalidIdException;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.Json;
import dev.josh.ingest.core.RecordPreparer;
import dev.josh.ingest.core.RejectedRecordException;
import dev.josh.ingest.core.Sha256;
import dev.josh.ingest.core.XmlElement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** A {@code <Filing>} element as an {@link LdaFiling}. */
public final class LdaMapper implements RecordPreparer<FilingElement, LdaFiling> {

    @Override
    public LdaFiling prepare(FilingElement parsed) throws RejectedRecordException {
        XmlElement f = parsed.element();
        String uuid = f.attribute("ID");
        PublicId id = id(f).map(PublicId::parse).orElseThrow(() ->
                new RejectedRecordException(uuid, "the filing's ID attribute is not a filing UUID"));
        String type = f.attribute("Type");
        XmlElement r = f.child("Registrant").orElse(null);
        XmlElement c = f.child("Client").orElse(null);
        LdaFiling.Registrant registrant = r == null ? null : new LdaFiling.Registrant(r.attribute("RegistrantID"),
                r.attribute("RegistrantName"), r.attribute("GeneralDescription"), address(r.attribute("Address")),
                r.attribute("RegistrantCountry"), r.attribute("RegistrantPPBCountry"));
        LdaFiling.Client client = c == null ? null : new LdaFiling.Client(c.attribute("ClientID"),
                c.attribute("ClientName"), c.attribute("GeneralDescription"), c.attribute("ClientState"),
                c.attribute("ClientCountry"), c.attribute("ClientPPBState"), c.attribute("ClientPPBCountry"),
                c.attribute("ContactFullname"), c.attribute("SelfFiler"), c.attribute("IsStateOrLocalGov"));
        List<LdaFiling.Lobbyist> lobbyists = new ArrayList<>();
        // LD-1/LD-2 list lobbyists in <Lobbyists>; an LD-203 names its filing lobbyist directly under <Filing>.
        List<XmlElement> lobbyistElements = new ArrayList<>(f.children("Lobbyist"));
        f.child("Lobbyists").ifPresent(l -> lobbyistElements.addAll(l.children("Lobbyist")));
        for (XmlElement l : lobbyistElements) {
            if (l.attribute("LobbyistName") != null) {
                lobbyists.add(new LdaFiling.Lobbyist(l.attribute("LobbyistName"),
                        l.attribute("LobbyistCoveredGovPositionIndicator"), l.attribute("OfficialPosition")));
            }
        }
        List<LdaFiling.Issue> issues = new ArrayList<>();
        f.child("Issues").ifPresent(list -> list.children("Issue").forEach(i ->
                issues.add(new LdaFiling.Issue(i.attribute("Code"), i.attribute("SpecificIssue")))));
        List<String> entities = new ArrayList<>();
        f.child("GovernmentEntities").ifPresent(list -> list.children("GovernmentEntity").forEach(e -> {
            if (e.attribute("GovEntityName") != null) {
                entities.add(e.attribute("GovEntityName"));
            }
        }));
        List<LdaFiling.Contribution> contributions = new ArrayList<>();
        f.child("Contributions").ifPresent(list -> list.children("Contribution").forEach(k ->
                contributions.add(new LdaFiling.Contribution(k.attribute("Contributor"), k.attribute("ContributionType"),
                        k.attribute("Payee"), k.attribute("Honoree"), k.attribute("Amount"),
                        k.attribute("ContributionDate")))));
        return new LdaFiling(id, uuid, form(type), type, integer(f.attribute("Year")), f.attribute("Period"),
                f.attribute("Received"), f.attribute("Amount"), f.attribute("Comments"), registrant, client, lobbyists,
                issues, entities, attributesJson(f, "ForeignEntities"), attributesJson(f, "AffiliatedOrgs"),
                contributions, parsed.sourceFile(), Sha256.of(Json.write(f)));
    }

    /** {@code lda:<uuid>} from the {@code ID} attribute, the UUID in lower case. */
    static Optional<String> id(XmlElement filing) {
        String uuid = filing.attribute("ID");
        if (uuid == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(PublicId.of(IdType.LDA_FILING, uuid.toLowerCase(Locale.ROOT)).value());
        } catch (InvalidIdException e) {
            return Optional.empty();
        }
    }

    /** The form a type belongs to: LD-203 contribution reports, LD-1 registrations, else LD-2 activity reports. */
    static String form(String type) {
        String t = type == null ? "" : type.toUpperCase(Locale.ROOT);
        if (t.contains("LD-203")) {
            return "LD-203";
        }
        return t.startsWith("REGISTRATION") ? "LD-1" : "LD-2";
    }

    /** The upstream address keeps its line break as CR LF; one line, comma-separated, reads better. */
    private static String address(String address) {
        return address == null ? null : String.join(", ", address.strip().split("\\s*\\R\\s*"));
    }

    /** The children of {@code <ForeignEntities>} or {@code <AffiliatedOrgs>} as a JSON list of their attributes. */
    private static String attributesJson(XmlElement filing, String list) {
        return filing.child(list).map(l -> {
            List<Map<String, String>> items = new ArrayList<>();
            l.children().forEach(item -> items.add(item.attributes()));
            return items.isEmpty() ? null : Json.write(items);
        }).orElse(null);
    }

    private static Integer integer(String text) {
        return text != null && text.matches("[0-9]{1,9}") ? Integer.valueOf(text) : null;
    }
}
