package dev.josh.ingest.topics;

import static dev.josh.ingest.IngestedCorpus.CORPUS;
import static dev.josh.ingest.document.Db.count;
import static dev.josh.ingest.document.Db.read;
import static dev.josh.ingest.document.Db.strings;
import static org.assertj.core.api.Assertions.assertThat;

import dev.josh.contracts.id.IdType;
import dev.josh.contracts.id.PublicId;
import dev.josh.ingest.IngestedCorpus;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.w3c.dom.NodeList;

/** The topics of the 716 BILLSTATUS files of the corpus, read from the files alone (no bills ingest first). */
@Tag("slow")
class TopicTaxonomyRealCorpusTest {

    @RegisterExtension
    static final IngestedCorpus ingested = new IngestedCorpus("topic-taxonomy");

    @Test
    void everyTermTheFilesAssignIsATopicWithItsBills() throws Exception {
        // counted with the JDK's DOM parser: <policyArea><name> and <legislativeSubjects><item><name>
        Set<String> names = new HashSet<>();
        int assignments = 0;
        List<Path> files;
        try (Stream<Path> walk = Files.walk(CORPUS.resolve("billstatus"))) {
            files = walk.filter(p -> p.getFileName().toString().endsWith(".xml")).toList();
        }
        for (Path file : files) {
            var doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file.toFile());
            // layout 3.0.0 repeats the policy area inside <subjects>: a bill carries a term once per kind
            Set<String> ofBill = new HashSet<>();
            for (String kind : List.of("policyArea", "legislativeSubjects")) {
                NodeList containers = doc.getElementsByTagName(kind);
                for (int i = 0; i < containers.getLength(); i++) {
                    NodeList nameElements = ((org.w3c.dom.Element) containers.item(i)).getElementsByTagName("name");
                    for (int j = 0; j < nameElements.getLength(); j++) {
                        String name = nameElements.item(j).getTextContent().strip().toLowerCase();
                        names.add(name);
                        ofBill.add(kind + " " + name);
                    }
                }
            }
            assignments += ofBill.size();
        }
        try (Connection c = read(ingested.db())) {
            assertThat(count(c, "SELECT count(*) FROM topic_taxonomy")).isEqualTo(names.size()).isGreaterThan(500);
            assertThat(count(c, "SELECT count(*) FROM topic_taxonomy_bills")).isEqualTo(assignments);
            for (String id : strings(c, "SELECT id FROM topic_taxonomy")) {
                assertThat(PublicId.parse(id).type()).as(id).isEqualTo(IdType.TOPIC);
            }
            assertThat(count(c, "SELECT count(*) FROM topic_taxonomy t WHERE bills <> (SELECT count(DISTINCT bill_id)"
                    + " FROM topic_taxonomy_bills b WHERE b.topic_id = t.id) OR citation_string <> "
                    + "'CRS Legislative Subject Term: ' || title OR length(raw_sha256) <> 64")).isZero();
            // H.R. 3684 (117th), the Infrastructure Investment and Jobs Act: policy area Transportation and Public Works
            assertThat(strings(c, "SELECT kind FROM topic_taxonomy_bills WHERE bill_id = 'hr:117:3684'"
                    + " AND topic_id = 'topic:transportation-and-public-works'")).containsExactly("policy_area");
            assertThat(strings(c, "SELECT policy_areas FROM topic_taxonomy WHERE id = 'topic:roads-and-highways'")
                    .getFirst()).contains("\"name\":\"Transportation and Public Works\"");
        }
    }

    @Test
    void aSecondRunChangesNothing() throws Exception {
        String before;
        try (Connection c = read(ingested.db())) {
            before = strings(c, "SELECT group_concat(id || raw_sha256 || retrieved_at) FROM topic_taxonomy").getFirst();
        }
        assertThat(ingested.ingest()).isZero();
        try (Connection c = read(ingested.db())) {
            assertThat(strings(c, "SELECT group_concat(id || raw_sha256 || retrieved_at) FROM topic_taxonomy").getFirst())
                    .isEqualTo(before);
        }
    }
}
