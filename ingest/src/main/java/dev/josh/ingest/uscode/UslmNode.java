package dev.josh.ingest.uscode;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One section's XML as the reader kept it for the normalizer: elements (by local name; USLM and
 * the XHTML of tables share one tree) and runs of text, in document order.
 */
public sealed interface UslmNode permits UslmNode.Element, UslmNode.Text {

    record Text(String text) implements UslmNode {
    }

    record Element(String name, Map<String, String> attributes, List<UslmNode> children) implements UslmNode {

        public Element {
            attributes = Map.copyOf(attributes);
            children = List.copyOf(children);
        }

        /** The attribute's value, or null. */
        public String attribute(String localName) {
            return attributes.get(localName);
        }

        /** The first child element with this name. */
        public Optional<Element> child(String localName) {
            for (UslmNode node : children) {
                if (node instanceof Element e && e.name.equals(localName)) {
                    return Optional.of(e);
                }
            }
            return Optional.empty();
        }

        /** All text below this element, as written (whitespace not collapsed). */
        public String text() {
            StringBuilder out = new StringBuilder();
            appendText(out);
            return out.toString();
        }

        private void appendText(StringBuilder out) {
            for (UslmNode node : children) {
                switch (node) {
                    case Text t -> out.append(t.text());
                    case Element e when e.name.equals("br") -> out.append(' ');
                    case Element e -> e.appendText(out);
                }
            }
        }
    }
}
