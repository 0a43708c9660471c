package dev.josh.server.sources.committees;

import dev.josh.contracts.api.Citation;
import dev.josh.contracts.id.IdType;
import dev.josh.server.context.ContextSection;
import dev.josh.server.context.DeclaredSection;
import dev.josh.server.context.Depth;
import dev.josh.server.context.DossierSections;
import dev.josh.server.context.SectionContent;
import dev.josh.server.context.SectionRequest;
import java.sql.SQLException;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.springframework.core.annotation.Order;
import org.springframework.stereotype.Component;

/**
 * A committee's dossier: its latest roster, the bills referred to it and its meetings (its subcommittees
 * are in its record).
 */
@Component
@Order(10)
public class CommitteeContext implements DossierSections {

    private static final Set<IdType> COMMITTEE = Set.of(IdType.COMMITTEE);

    private final Committees committees;

    public CommitteeContext(Committees committees) {
        this.committees = committees;
    }

    @Override
    public List<ContextSection> sections() {
        return List.of(
                DeclaredSection.of("members", "the latest roster on file, majority first", COMMITTEE, Depth.STANDARD,
                        List.of(), this::members),
                DeclaredSection.of("bills_referred", "bills referred to it, latest action first", COMMITTEE,
                        Depth.STANDARD, List.of("bills"), r -> cited(r, """
                                SELECT b.id FROM bill_committees c JOIN bills b ON b.id = c.bill_id
                                WHERE c.system_code = ? GROUP BY b.id ORDER BY max(b.latest_action_date) DESC, b.id""",
                                systemCode(r.id().value()))),
                DeclaredSection.of("hearings", "its meetings and hearings, latest first", COMMITTEE, Depth.STANDARD,
                        List.of("hearings"), r -> cited(r, "SELECT id FROM hearings WHERE committee_id = ? "
                                + "ORDER BY date DESC, id", r.id().value())));
    }

    private SectionContent members(SectionRequest r) {
        CommitteeMembers roster = committees.members(r.id().value(), null);
        List<CommitteeMembers.Member> shown = roster.members().subList(0, Math.min(roster.members().size(), r.limit()));
        CommitteeMembers cut = new CommitteeMembers(roster.committee(), roster.congress(), roster.count(), shown,
                roster.rostersOnFile(), roster.note());
        List<Citation> citations = shown.stream().map(CommitteeMembers.Member::citation).toList();
        return new SectionContent(cut, roster.members().size(), shown.size(), citations, roster.note(), true);
    }

    /** BILLSTATUS names a committee by its system code: the Thomas id in lower case, {@code 00} for a full committee. */
    private static String systemCode(String thomasId) {
        String code = thomasId.toLowerCase(Locale.ROOT);
        return code.length() == 4 ? code + "00" : code;
    }

    private SectionContent cited(SectionRequest r, String sql, Object... params) throws SQLException {
        return SectionContent.records(r, r.rows(String.class, sql, params));
    }
}
