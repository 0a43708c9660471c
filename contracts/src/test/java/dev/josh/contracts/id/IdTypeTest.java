package dev.josh.contracts.id;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The rows of {@link IdType}: their grammars are pairwise disjoint, which is what lets one parser
 * dispatch any id. A grammar with a colon opens with its first segment and the colon, so the text
 * before an id's first colon names the one type it can be; bare grammars hold no colon at all.
 */
class IdTypeTest {

    /** A grammar that opens with a named alternation of literal first segments: {@code (?<billType>hr|s|…):}. */
    private static final Pattern OPENING_ALTERNATION = Pattern.compile("^\\(\\?<\\w+>([a-z]+(?:\\|[a-z]+)*)\\):");

    @Test
    void noExampleMatchesAnotherTypesGrammar() {
        for (IdType type : IdType.values()) {
            for (IdType other : IdType.values()) {
                if (other != type) {
                    assertThat(other.grammar().matcher(type.example()).matches())
                            .as("%s example %s must not match %s", type, type.example(), other)
                            .isFalse();
                }
            }
        }
    }

    @Test
    void prefixesAreUnique() {
        List<String> prefixes = Arrays.stream(IdType.values()).map(IdType::prefix).filter(Objects::nonNull).toList();
        assertThat(prefixes).doesNotHaveDuplicates();
    }

    @ParameterizedTest
    @EnumSource(IdType.class)
    void aGrammarWithAColonOpensWithItsFirstSegmentsAndABareOneHasNone(IdType type) {
        String grammar = type.grammar().pattern();
        if (type.prefix() != null) {
            assertThat(grammar).startsWith(type.prefix() + ":");
        } else if (hasAColon(type)) {
            assertThat(OPENING_ALTERNATION.matcher(grammar).find()).as("%s opens with its alternatives", type).isTrue();
        }
        assertThat(type.example().contains(":")).as("%s example has a colon as its grammar does", type)
                .isEqualTo(hasAColon(type));
    }

    @Test
    void noTwoTypesShareAFirstSegment() {
        List<String> segments = new ArrayList<>();
        for (IdType type : IdType.values()) {
            segments.addAll(firstSegments(type));
        }
        assertThat(segments).doesNotHaveDuplicates()
                .contains("usc", "hr", "pl", "pvtl", "sconres"); // a prefix, a bill type, both law kinds
    }

    @Test
    void theBareTypesDifferInTheirSecondCharacter() {
        // A bioguide id has a digit after its letter (S000033); a Thomas id has four capitals (HSWM, SSAF13).
        assertThat(IdType.LEGISLATOR.grammar().pattern()).startsWith("(?<bioguide>[A-Z][0-9]");
        assertThat(IdType.COMMITTEE.grammar().pattern()).startsWith("(?<thomasId>[A-Z]{4}");
        assertThat(Arrays.stream(IdType.values()).filter(t -> !hasAColon(t)))
                .containsExactlyInAnyOrder(IdType.LEGISLATOR, IdType.COMMITTEE);
    }

    /** Whether the type's ids hold a colon: its grammar has one outside a non-capturing group's opening. */
    private static boolean hasAColon(IdType type) {
        return type.grammar().pattern().replace("(?:", "").contains(":");
    }

    /** The literal texts before the colon of a type's ids; none for a bare type. */
    private static Set<String> firstSegments(IdType type) {
        if (type.prefix() != null) {
            return Set.of(type.prefix());
        }
        Matcher opening = OPENING_ALTERNATION.matcher(type.grammar().pattern());
        return opening.find() ? Set.of(opening.group(1).split("\\|")) : Set.of();
    }
}
