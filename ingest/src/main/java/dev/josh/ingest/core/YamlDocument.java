package dev.josh.ingest.core;

import java.io.IOException;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.AnchorNode;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.ScalarNode;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;

/**
 * A YAML file composed to SnakeYAML's node tree, not to objects. Working on nodes keeps, for every
 * entry, its exact text (hashed as the entry's {@code raw_sha256}) and its position for
 * {@code ingestion_logs}, and constructs no Java types at all. Limits: a safe constructor, at most
 * {@value #MAX_CODE_POINTS} code points (legislators-current is about 1 MB, the historical file
 * about 9 MB), no duplicate keys, few aliases.
 *
 * <p>Bytes that are not UTF-8 are read as U+FFFD and remembered: the file is still parsed, and
 * only the entries that hold such a byte are refused ({@link #unreadable}), as a trusted bulk loader
 * drops the one bad record rather than the file (one bad byte in {@code committees-current.yaml}
 * used to drop all 230 committees).
 */
public final class YamlDocument {

    static final int MAX_CODE_POINTS = 16 * 1024 * 1024;

    private final Node root;
    private final int[] codePoints;
    /** Code point indexes where a byte sequence that is not UTF-8 was read as U+FFFD, ascending. */
    private final int[] badBytes;

    private YamlDocument(Node root, int[] codePoints, int[] badBytes) {
        this.root = root;
        this.codePoints = codePoints;
        this.badBytes = badBytes;
    }

    public static YamlDocument read(SourceFile file) throws IOException, MalformedSourceException {
        List<Integer> bad = new ArrayList<>();
        String text = decode(Files.readAllBytes(file.path()), bad);
        LoaderOptions options = new LoaderOptions();
        options.setCodePointLimit(MAX_CODE_POINTS);
        options.setAllowDuplicateKeys(false);
        options.setMaxAliasesForCollections(20);
        Yaml yaml = new Yaml(new SafeConstructor(options));
        Node root;
        try {
            root = yaml.compose(new StringReader(text));
        } catch (MarkedYAMLException e) {
            Mark mark = e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark();
            throw new MalformedSourceException("not valid YAML: " + e.getProblem(), position(mark), e);
        } catch (YAMLException e) {
            throw new MalformedSourceException("not valid YAML: " + e.getMessage(), null, e);
        }
        if (root == null) {
            throw new MalformedSourceException("empty file: it holds no YAML document", "1:1");
        }
        int[] badCodePoints = bad.stream().mapToInt(chars -> text.codePointCount(0, chars)).toArray();
        return new YamlDocument(root, text.codePoints().toArray(), badCodePoints);
    }

    /** UTF-8 text, each malformed byte sequence as U+FFFD, with the char index of each in {@code bad}. */
    private static String decode(byte[] bytes, List<Integer> bad) throws MalformedSourceException {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length + 1); // UTF-8 never decodes to more chars than bytes
        while (true) {
            CoderResult result = decoder.decode(in, out, true);
            if (result.isUnderflow()) {
                break;
            }
            if (!result.isMalformed() && !result.isUnmappable()) {
                throw new MalformedSourceException("not UTF-8 text: " + result, null);
            }
            bad.add(out.position());
            out.put('\uFFFD');
            in.position(in.position() + result.length());
        }
        decoder.flush(out);
        out.flip();
        return out.toString();
    }

    /**
     * Why the entry cannot be read as its bytes say, or null when it can: the bytes of its text
     * that are not UTF-8 (their position, for {@code ingestion_logs}).
     */
    public String unreadable(Node node) {
        int start = node.getStartMark().getIndex();
        int end = node.getEndMark().getIndex();
        long count = Arrays.stream(badBytes).filter(index -> index >= start && index < end).count();
        if (count == 0) {
            return null;
        }
        return "not UTF-8: " + count + " byte sequence" + (count > 1 ? "s" : "") + " that UTF-8 cannot decode in "
                + "the entry at " + position(node) + " (read as U+FFFD; the rest of the file loads)";
    }

    public Node root() {
        return root;
    }

    /** The node's text exactly as in the file (SnakeYAML marks count code points). */
    public String text(Node node) {
        int start = node.getStartMark().getIndex();
        int end = node.getEndMark().getIndex();
        return new String(codePoints, start, end - start);
    }

    /** {@code line:column}, 1-based, where the node starts. */
    public static String position(Node node) {
        return position(node.getStartMark());
    }

    private static String position(Mark mark) {
        return mark == null ? null : (mark.getLine() + 1) + ":" + (mark.getColumn() + 1);
    }

    /** The entries of a top-level sequence. */
    public List<Node> sequence() throws MalformedSourceException {
        if (!(root instanceof SequenceNode seq)) {
            throw new MalformedSourceException("expected a list of entries at the top level", position(root));
        }
        return seq.getValue();
    }

    /** The key/value pairs of a top-level mapping, in file order. */
    public List<NodeTuple> mapping() throws MalformedSourceException {
        if (!(root instanceof MappingNode map)) {
            throw new MalformedSourceException("expected a mapping at the top level", position(root));
        }
        return map.getValue();
    }

    /**
     * The node as plain values: mappings as insertion-ordered maps with string keys, sequences as
     * lists, scalars as {@code Long}, {@code Double}, {@code Boolean}, null or {@code String}
     * according to their resolved tag (quoted scalars stay strings, e.g. {@code '00172'}).
     */
    public static Object value(Node node) {
        if (node instanceof AnchorNode anchor) {
            return value(anchor.getRealNode());
        }
        if (node instanceof MappingNode map) {
            Map<String, Object> values = new LinkedHashMap<>();
            for (NodeTuple tuple : map.getValue()) {
                values.put(String.valueOf(value(tuple.getKeyNode())), value(tuple.getValueNode()));
            }
            return values;
        }
        if (node instanceof SequenceNode seq) {
            List<Object> values = new ArrayList<>(seq.getValue().size());
            for (Node item : seq.getValue()) {
                values.add(value(item));
            }
            return values;
        }
        return scalar((ScalarNode) node);
    }

    private static Object scalar(ScalarNode node) {
        String text = node.getValue();
        Tag tag = node.getTag();
        try {
            if (Tag.NULL.equals(tag)) {
                return null;
            }
            if (Tag.INT.equals(tag)) {
                return Long.parseLong(text.replace("_", ""));
            }
            if (Tag.FLOAT.equals(tag)) {
                return Double.parseDouble(text.replace("_", ""));
            }
        } catch (NumberFormatException e) {
            return text; // YAML 1.1 forms such as 0x1F or 1:20 stay text
        }
        if (Tag.BOOL.equals(tag)) {
            return switch (text.toLowerCase(Locale.ROOT)) {
                case "true", "yes", "on", "y" -> Boolean.TRUE;
                default -> Boolean.FALSE;
            };
        }
        return text;
    }
}
