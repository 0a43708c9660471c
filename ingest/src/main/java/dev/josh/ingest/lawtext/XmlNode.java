package dev.josh.ingest.lawtext;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An XML document kept whole as a small tree: elements (namespace, local name, attributes, where
 * they start) and runs of text, in document order. Comments and processing instructions are not
 * kept. The legislative documents read this way are at most a few megabytes.
 */
public sealed interface XmlNode permits XmlNode.Element, XmlNode.Text {

    /** A run of character data, as written. */
    record Text(String text) implements XmlNode {
    }

    /**
     * An element.
     *
     * @param namespace  the namespace URI, empty when none
     * @param name       the local name
     * @param attributes attribute values by local name
     * @param position   {@code line:column} of the start tag
     */
    record Element(String namespace, String name, Map<String, String> attributes, List<XmlNode> children,
                   String position) implements XmlNode {

        public Element {
            attributes = Map.copyOf(attributes);
            children = List.copyOf(children);
        }

        /** The attribute's value, or null. */
        public String attribute(String localName) {
            return attributes.get(localName);
        }

        /** The child elements, in order. */
        public List<Element> elements() {
            List<Element> elements = new ArrayList<>();
            for (XmlNode node : children) {
                if (node instanceof Element e) {
                    elements.add(e);
                }
            }
            return elements;
        }

        /** The first child element with this local name. */
        public Optional<Element> child(String localName) {
            for (XmlNode node : children) {
                if (node instanceof Element e && e.name.equals(localName)) {
                    return Optional.of(e);
                }
            }
            return Optional.empty();
        }

        /** All child elements with this local name. */
        public List<Element> children(String localName) {
            return elements().stream().filter(e -> e.name.equals(localName)).toList();
        }

        /** The element at the end of a chain of child names, e.g. {@code find("latestAction", "text")}. */
        public Optional<Element> find(String... path) {
            Optional<Element> current = Optional.of(this);
            for (String step : path) {
                current = current.flatMap(e -> e.child(step));
            }
            return current;
        }

        /** Every element matching the last step under the element the other steps lead to. */
        public List<Element> findAll(String... path) {
            if (path.length == 0) {
                return List.of(this);
            }
            String[] parent = java.util.Arrays.copyOf(path, path.length - 1);
            return find(parent).map(e -> e.children(path[path.length - 1])).orElse(List.of());
        }

        /** Every element below this one with this local name, in document order. */
        public List<Element> descendants(String localName) {
            List<Element> found = new ArrayList<>();
            for (Element child : elements()) {
                if (child.name.equals(localName)) {
                    found.add(child);
                }
                found.addAll(child.descendants(localName));
            }
            return found;
        }

        /** The whitespace-collapsed text of the element at {@code path}, or null when it is missing or blank. */
        public String textAt(String... path) {
            return find(path).map(Element::collapsedText).filter(t -> !t.isEmpty()).orElse(null);
        }

        /** All text below this element, as written; a {@code <br/>} counts as a space. */
        public String text() {
            StringBuilder out = new StringBuilder();
            appendText(out);
            return out.toString();
        }

        /** {@link #text()} with whitespace collapsed. */
        public String collapsedText() {
            return LawText.collapse(text());
        }

        private void appendText(StringBuilder out) {
            for (XmlNode node : children) {
                switch (node) {
                    case Text t -> out.append(t.text());
                    case Element e when e.name.equals("br") -> out.append(' ');
                    case Element e -> e.appendText(out);
                }
            }
        }
    }
}
