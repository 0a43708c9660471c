package dev.josh.server.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.xpath.XPathConstants;
import javax.xml.xpath.XPathExpressionException;
import javax.xml.xpath.XPathFactory;
import org.w3c.dom.Document;
import org.w3c.dom.NodeList;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * Facts the tests expect, read from the corpus files themselves (a BILLSTATUS file, the vote
 * files) with a plain XML parser and XPath, independently of the ingest code, so no answer is
 * written into a test by hand.
 */
public final class CorpusFacts {

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private CorpusFacts() {
    }

    /** A parsed XML file of the corpus, queried with XPath. */
    public record Xml(Document document) {

        public String text(String xpath) {
            try {
                return ((String) XPathFactory.newInstance().newXPath().evaluate(xpath, document, XPathConstants.STRING))
                        .strip();
            } catch (XPathExpressionException e) {
                throw new IllegalArgumentException(xpath, e);
            }
        }

        public List<String> texts(String xpath) {
            try {
                NodeList nodes = (NodeList) XPathFactory.newInstance().newXPath().evaluate(xpath, document,
                        XPathConstants.NODESET);
                List<String> out = new ArrayList<>();
                for (int i = 0; i < nodes.getLength(); i++) {
                    out.add(nodes.item(i).getTextContent().strip());
                }
                return out;
            } catch (XPathExpressionException e) {
                throw new IllegalArgumentException(xpath, e);
            }
        }

        public int count(String xpath) {
            return texts(xpath).size();
        }
    }

    public static Xml xml(String corpusPath) {
        try {
            return new Xml(DocumentBuilderFactory.newInstance().newDocumentBuilder()
                    .parse(Flow1Database.corpus().resolve(corpusPath).toFile()));
        } catch (Exception e) {
            throw new IllegalStateException("cannot parse " + corpusPath, e);
        }
    }

    /** The BILLSTATUS file of a 117th-Congress measure, e.g. {@code billStatus("hr3684")}. */
    public static Xml billStatus(String typeAndNumber) {
        return xml("billstatus/117/BILLSTATUS-117" + typeAndNumber + ".xml");
    }

    /** Every roll-call vote file ({@code data.json}) of the corpus. */
    public static List<JsonNode> voteFiles() {
        try (Stream<Path> files = Files.walk(Flow1Database.corpus().resolve("roll-call-votes"))) {
            return files.filter(p -> p.getFileName().toString().equals("data.json")).sorted()
                    .map(p -> JSON.readTree(p.toFile())).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Files under a corpus folder, by name. */
    public static List<String> fileNames(String folder) {
        try (Stream<Path> files = Files.walk(Flow1Database.corpus().resolve(folder))) {
            return files.filter(Files::isRegularFile).map(p -> p.getFileName().toString()).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
