package dev.josh.server;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import dev.josh.server.mcp.ToolGroup;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.ControllerAdvice;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.bind.annotation.RestControllerAdvice;

/**
 * The server's layering as rules over its compiled classes (and ingest's): a feature's package holds its
 * services with their REST and MCP faces beside them, and only those faces know the web or MCP.
 */
class ArchitectureTest {

    static final JavaClasses CLASSES = new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("dev.josh.server", "dev.josh.ingest");

    /** A feature's REST or MCP face: a controller (or the advice that answers for it) or an MCP tool group. */
    static final DescribedPredicate<JavaClass> FACES = DescribedPredicate.describe("a controller or an MCP tool group",
            c -> c.getPackageName().startsWith("dev.josh.") && (c.isAnnotatedWith(RestController.class)
                    || c.isAnnotatedWith(Controller.class) || c.isAnnotatedWith(ControllerAdvice.class)
                    || c.isAnnotatedWith(RestControllerAdvice.class) || c.isAssignableTo(ToolGroup.class)));

    /** The web and MCP: Josh's own infrastructure packages and the libraries beneath them. */
    static final String[] WEB_AND_MCP = {"dev.josh.server.web..", "dev.josh.server.mcp..",
            "org.springframework.web..", "jakarta.servlet..", "io.modelcontextprotocol.."};

    @Test
    void searchSourcesAndRecordsKnowNeitherTheWebNorMcpBesideTheirFaces() {
        noClasses().that().resideInAnyPackage("dev.josh.server.search..", "dev.josh.server.sources..",
                        "dev.josh.server.records..")
                .and(not(FACES)).and(not(nestedIn(FACES)))
                .should().dependOnClassesThat().resideInAnyPackage(WEB_AND_MCP)
                .because("a search, a source or a record is served over REST and MCP alike: only its controller "
                        + "and its tool group translate")
                .check(CLASSES);
    }

    /** The semantic leg's classes that status and the health and metric readers report on (its vector graphs too). */
    static final Set<String> SEMANTIC_STATE = Set.of("ActiveModel", "QueryEncoders", "SemanticIndexes",
            "BinaryVectorIndex", "SourceGraphs");

    /**
     * A feature's subpackages are its internals (search's legs: lexical, semantic, fusion), used from its own
     * package only; status and the health and metric readers may read {@link #SEMANTIC_STATE} besides.
     */
    @Test
    void aFeaturesSubpackagesAreItsOwn() {
        DescribedPredicate<JavaClass> semanticState = DescribedPredicate.describe(
                "the semantic leg's model and indexes " + SEMANTIC_STATE,
                c -> c.getPackageName().equals("dev.josh.server.search.semantic")
                        && SEMANTIC_STATE.contains(c.getName().replaceAll("^.*\\.|\\$.*$", "")));
        DescribedPredicate<JavaClass> searchInternals = DescribedPredicate.describe(
                "search's legs (search.lexical, search.semantic, search.fusion) but " + semanticState.getDescription(),
                c -> c.getPackageName().startsWith("dev.josh.server.search.") && !semanticState.test(c));
        noClasses().that().resideOutsideOfPackage("dev.josh.server.search..")
                .should().dependOnClassesThat(searchInternals)
                .check(CLASSES);
        noClasses().that().resideOutsideOfPackages("dev.josh.server.search..", "dev.josh.server.status..",
                        "dev.josh.server.observability..")
                .should().dependOnClassesThat(semanticState)
                .check(CLASSES);
    }

    /** Other packages use a feature through its services: nothing calls into a controller or a tool group. */
    @Test
    void noClassDependsOnAFace() {
        noClasses().that(not(FACES)).and(not(nestedIn(FACES)))
                .should().dependOnClassesThat(DescribedPredicate.describe("a controller or a tool group's class",
                        c -> FACES.test(c) && !c.isEquivalentTo(ToolGroup.class)))
                .check(CLASSES);
    }

    @Test
    void neitherTheServerNorIngestDependsOnTheEmbedWorker() {
        noClasses().should().dependOnClassesThat().resideInAPackage("dev.josh.embed.worker..")
                .because("the embed worker is a process of its own; the server and ingest share only the encoder")
                .check(CLASSES);
    }

    private static DescribedPredicate<JavaClass> nestedIn(DescribedPredicate<JavaClass> outer) {
        return DescribedPredicate.describe("nested in " + outer.getDescription(),
                c -> c.getEnclosingClass().map(outer::test).orElse(false));
    }
}
