package dev.josh.ingest.votes;

import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.core.CitationColumns;
import dev.josh.ingest.core.SourceFile;
import dev.josh.ingest.core.SourceFileReader;
import java.nio.file.Path;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Map;
import java.util.Objects;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Reader, mapper and citation formatter on a Senate vote written in the unitedstates/congress format. */
class RollCallVoteFixtureTest {

    private static VoteDocument document;
    private static RollCallVote vote;

    @BeforeAll
    static void read() throws Exception {
        Path file = Path.of(Objects.requireNonNull(RollCallVoteFixtureTest.class
                .getResource("/roll-call-votes/119/votes/2026/s128/data.json")).toURI());
        Path corpus = file.getParent().getParent().getParent().getParent().getParent().getParent();
        try (SourceFileReader.Cursor<VoteDocument> cursor = new RollCallVoteReader().open(SourceFile.read(corpus, file))) {
            document = cursor.next();
            assertThat(cursor.next()).isNull();
        }
        vote = new VoteMapper().prepare(document);
    }

    @Test
    void theIdTakesTheSessionNumberNotTheYear() {
        assertThat(vote.id().value()).isEqualTo("vote:119:s:2:128");
        assertThat(PublicId.parse(vote.id().value()).type()).isEqualTo(IdType.VOTE);
        assertThat(PublicId.of(IdType.VOTE, 119, "s", 2, 128).value()).isEqualTo(vote.id().value());
        assertThat(new RollCallVoteReader().keyOf(document)).isEqualTo("vote:119:s:2:128");
    }

    @Test
    void sessionsFollowTheYearAndTheTwentiethAmendment() {
        assertThat(VoteMapper.session(119, LocalDate.of(2025, 7, 3), "http://clerk.house.gov/evs/2025/roll362.xml")).isEqualTo(1);
        assertThat(VoteMapper.session(119, LocalDate.of(2026, 5, 19), null)).isEqualTo(2);
        // The 116th Congress's second session ran to noon on January 3, 2021.
        assertThat(VoteMapper.session(116, LocalDate.of(2021, 1, 1), null)).isEqualTo(2);
        assertThat(VoteMapper.session(116, LocalDate.of(2021, 1, 4), null)).isNull();
        // The Senate's own file name says which session, whatever the date.
        assertThat(VoteMapper.session(116, LocalDate.of(2021, 1, 1),
                "https://www.senate.gov/legislative/LIS/roll_call_votes/vote1162/vote_116_2_00289.xml")).isEqualTo(2);
    }

    @Test
    void fieldsAsTheFileHasThem() {
        assertThat(vote.congress()).isEqualTo(119);
        assertThat(vote.senate()).isTrue();
        assertThat(vote.number()).isEqualTo(128);
        assertThat(vote.date()).isEqualTo("2026-01-02");
        assertThat(vote.votedAt()).isEqualTo("2026-01-02T14:56:00-05:00");
        assertThat(vote.question()).isEqualTo("On the Cloture Motion H.R. 4016");
        assertThat(vote.category()).isEqualTo("cloture");
        assertThat(vote.requires()).isEqualTo("3/5");
        assertThat(vote.result()).isEqualTo("Cloture Motion Agreed to");
        assertThat(vote.billId()).isEqualTo("hr:119:4016");
        assertThat(vote.nominationNumber()).isNull();
        assertThat(vote.counts()).containsExactly(Map.entry("Nay", 1), Map.entry("Not Voting", 0),
                Map.entry("Present", 0), Map.entry("Yea", 2));
        assertThat(vote.members()).extracting(MemberVote::voterId).containsExactly("S428", "S429", "VP");
        assertThat(vote.members()).extracting(MemberVote::position).containsExactly("Nay", "Yea", "Yea");
        assertThat(vote.members().get(0).displayName()).isEqualTo("Alsobrooks (D-MD)");
        assertThat(vote.sourceFile()).isEqualTo("roll-call-votes/119/votes/2026/s128/data.json");
    }

    @Test
    void citation() throws Exception {
        CitationColumns c = RollCallVoteCitations.cite(vote, Instant.parse("2026-01-05T00:00:00Z"));
        assertThat(c.citationString()).isEqualTo("Roll Call Vote 128, 119th Congress, 2nd Session (Senate), January 2, 2026");
        assertThat(c.sourceUrl()).isEqualTo(
                "https://www.senate.gov/legislative/LIS/roll_call_votes/vote1192/vote_119_2_00128.xml");
        assertThat(c.sourceOrg()).isEqualTo(RollCallVoteCitations.SENATE_ORG);
        assertThat(c.publishedAt()).isEqualTo("2026-01-02");
        assertThat(c.rawSha256()).isEqualTo(document.rawSha256()).hasSize(64);
    }
}
