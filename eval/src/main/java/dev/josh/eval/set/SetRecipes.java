package dev.josh.eval.set;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The recipes of the committed sets. Their subsets keep the embedding of every model and chunker
 * affordable on a small machine (each index embeds its whole corpus subset) while holding
 * hundreds of documents per set.
 */
public final class SetRecipes {

    /** The seed every v1 set was drawn with. */
    public static final long SEED = 20_260_522L;

    private static final List<SetRecipe> ALL = List.of(
            new SetRecipe("bills/v1", "bills", SetDefinition.BILL_SUBJECTS_MASK,
                    "the 700 measures of the 117th Congress whose BILLSTATUS files the corpus holds (title, sponsor, "
                            + "actions, latest CRS summary; no bill text is in the corpus for them)",
                    corpus -> under(corpus, "billstatus/117"), SEED, 50, new BillSubjectQueries(0.2)),
            new SetRecipe("us-code/v1", "us-code", SetDefinition.SECTION_HEADING_MASK,
                    "every section of ten U.S. Code titles (1, 3, 4, 9, 13, 17, 24, 27, 32, 35); the corpus's titles "
                            + "14, 39 and 41 are left out to keep the embedding affordable",
                    corpus -> List.of("uscode/usc01.xml", "uscode/usc03.xml", "uscode/usc04.xml", "uscode/usc09.xml",
                            "uscode/usc13.xml", "uscode/usc17.xml", "uscode/usc24.xml", "uscode/usc27.xml",
                            "uscode/usc32.xml", "uscode/usc35.xml"),
                    SEED, 50, new HeadingQueries("us_code", "status IS NULL", "section heading")),
            new SetRecipe("ecfr-and-cfr/v1", "ecfr-and-cfr", SetDefinition.SECTION_HEADING_MASK,
                    "every section of eCFR titles 1 and 4 (bulk XML) and of the annual CFR title 27 volume 3 (USLM); "
                            + "eCFR title 2 (1,491 sections) and the API fixtures (copies of title 1 and 3 parts) are "
                            + "left out",
                    corpus -> List.of("ecfr/ECFR-title1.xml", "ecfr/ECFR-title4.xml",
                            "cfr-uslm/CFR-2018-title27-vol3-uslm.xml"),
                    SEED, 50, new HeadingQueries("ecfr_and_cfr", "reserved = 0", "section heading")),
            new SetRecipe("federal-register/v1", "federal-register", SetDefinition.SECTION_HEADING_MASK,
                    "every document of two Federal Register issues, one per format the corpus holds (2024-02-12 in FR "
                            + "bulk XML, 2018-05-10 in USLM): rules, proposed rules, notices, presidential documents; the "
                            + "2016-04-15 issue (146 documents, about 500,000 tokens) is left out to keep the embedding "
                            + "affordable",
                    corpus -> List.of("federal-register/fr-xml/FR-2024-02-12.xml",
                            "federal-register/fr-uslm/FR-2018-05-10-uslm.xml"),
                    SEED, 50, new HeadingQueries("federal_register", "1", "SUBJECT line")),
            new SetRecipe("smoke/v1", "us-code", SetDefinition.SECTION_HEADING_MASK,
                    "the 31 sections of U.S. Code title 9 (Arbitration): small enough to build and run in the default "
                            + "test suite",
                    corpus -> List.of("uscode/usc09.xml"),
                    SEED, 25, new HeadingQueries("us_code", "status IS NULL", "section heading")),
            new SetRecipe("ci/v1", "us-code,ecfr-and-cfr", SetDefinition.SECTION_HEADING_MASK,
                    "every section of U.S. Code titles 1, 4, 9 and 17 and of eCFR titles 1 and 4, searched as two "
                            + "sources at once, with the lexical leg capped at 50 scored rows: large enough (over 2,000 "
                            + "chunks at 256/32) that the lexical cap, the binary-scan shortlist, a date filter "
                            + "(the titles' dates differ) and the merging of two sources' hits decide what is found; "
                            + "small enough to build in CI",
                    corpus -> List.of("uscode/usc01.xml", "uscode/usc04.xml", "uscode/usc09.xml", "uscode/usc17.xml",
                            "ecfr/ECFR-title1.xml", "ecfr/ECFR-title4.xml"),
                    SEED, 40, new CombinedQueries(new HeadingQueries("us_code", "status IS NULL", "section heading"),
                            new HeadingQueries("ecfr_and_cfr", "reserved = 0", "section heading")), 50),
            new SetRecipe("summaries/v1", "bills", SetDefinition.QUERY_SUMMARY_MASK,
                    "the 719 BILLSTATUS measures the corpus holds: 700 of the 117th Congress and GPO's samples of "
                            + "the 113th to 117th (titles, sponsor, actions, latest CRS summary; no bill text)",
                    corpus -> concat(under(corpus, "billstatus/117"), under(corpus, "billstatus/usgpo-samples")),
                    SEED, 120, new SummaryQueries()));

    private static final Map<String, SetRecipe> BY_NAME = ALL.stream()
            .collect(java.util.stream.Collectors.toUnmodifiableMap(SetRecipe::name, r -> r));

    private SetRecipes() {
    }

    public static List<SetRecipe> all() {
        return ALL;
    }

    public static SetRecipe named(String name) {
        SetRecipe recipe = BY_NAME.get(name);
        if (recipe == null) {
            throw new IllegalArgumentException("no recipe for eval set '" + name + "'; known: "
                    + ALL.stream().map(SetRecipe::name).toList());
        }
        return recipe;
    }

    private static List<String> concat(List<String> a, List<String> b) {
        return Stream.concat(a.stream(), b.stream()).toList();
    }

    /** Every regular file under {@code corpus/dir}, as corpus-relative paths, sorted. */
    private static List<String> under(Path corpus, String dir) throws IOException {
        Path root = corpus.toAbsolutePath().normalize();
        try (Stream<Path> files = Files.list(root.resolve(dir))) {
            return files.filter(Files::isRegularFile).map(p -> root.relativize(p).toString().replace('\\', '/'))
                    .sorted().toList();
        }
    }
}
