package dev.josh.contracts.id;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

class PublicIdTest {

    @Test
    void seedExamplesAreValidAsWritten() {
        assertThat(PublicId.parse("hr:119:103").type()).isEqualTo(IdType.BILL);
        assertThat(PublicId.parse("S000033").type()).isEqualTo(IdType.LEGISLATOR);
        assertThat(PublicId.parse("HSWM").type()).isEqualTo(IdType.COMMITTEE);
        assertThat(PublicId.parse("hr:119:103").part("congress")).isEqualTo("119");
    }

    @ParameterizedTest
    @EnumSource(IdType.class)
    void everyTypesExampleParsesToItsTypeAndFormatsBackToItself(IdType type) {
        PublicId id = PublicId.parse(type.example());
        assertThat(id.type()).isEqualTo(type);
        assertThat(id.value()).isEqualTo(type.example());
        Object[] parts = type.groupNames().stream().map(id::part).toArray();
        assertThat(PublicId.of(type, parts).value()).isEqualTo(type.example());
    }

    @Test
    void usCodeSectionsWithLettersAndDashes() {
        assertThat(PublicId.usCodeSection("17", "104A").value()).isEqualTo("usc:17:104A");
        assertThat(PublicId.parse("usc:42:1320a-7b").part("section")).isEqualTo("1320a-7b");
        assertThat(PublicId.parse("usc:42:1320a-7b").type().resource()).isEqualTo("us-code");
    }

    @Test
    void subcommitteeIsACommitteeAndNotALegislator() {
        assertThat(PublicId.parse("HSAG15").type()).isEqualTo(IdType.COMMITTEE);
        assertThat(PublicId.tryParse("HSAG1")).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"", " ", "hr:0:1", "hr:119:", "xx:1:2", "s000033", "HSW", "usc:17", "usc::102",
            "\"unbalanced", "hr:119:103; drop table"})
    void rejectsWhatIsNotAnId(String text) {
        assertThat(PublicId.tryParse(text)).isEmpty();
        assertThatThrownBy(() -> PublicId.parse(text)).isInstanceOf(InvalidIdException.class);
    }

    @Test
    void formatterRefusesPartsThatDoNotFitTheGrammar() {
        assertThatThrownBy(() -> PublicId.usCodeSection("17", "10 2")).isInstanceOf(InvalidIdException.class);
        assertThatThrownBy(() -> PublicId.bill("xx", 119, 1)).isInstanceOf(InvalidIdException.class);
    }

    @Test
    void partsComeInTheOrderOfTheId() {
        PublicId vote = PublicId.parse("vote:119:h:1:362");
        assertThat(vote.parts().keySet()).containsExactly("congress", "chamber", "session", "number");
        assertThat(PublicId.of(IdType.VOTE, vote.parts().values().toArray())).isEqualTo(vote);
    }

    @Test
    void aResourceIsNamedByItselfOrByTheFirstSegmentOfItsIds() {
        assertThat(IdType.resourceNamed("federal-register")).contains("federal-register");
        assertThat(IdType.resourceNamed("fr")).contains("federal-register");
        assertThat(IdType.resourceNamed("comp")).contains("public-laws");
        assertThat(IdType.resourceNamed("vote")).contains("roll-call-votes");
        assertThat(IdType.resourceNamed("pl")).contains("public-laws");
        assertThat(IdType.resourceNamed("hr")).contains("bills");
        assertThat(IdType.resourceNamed("bogus")).isEmpty();
    }
}
