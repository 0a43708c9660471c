package dev.josh.ingest.gpo;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

/**
 * One record's XML as a reader kept it for the normalizer: elements (by local name), runs of
 * text and processing instructions, in document order, each element with its position. Unlike
 * {@link dev.josh.ingest.core.XmlElement} (data records, text directly in leaf elements) this keeps
 * mixed content in order, which prose needs ({@code <P>See <E T="03">Docket</E> below</P>}), and
 * processing instructions, since GPO's USLM files mark printed page breaks with
 * {@code <?page num="21708"?>}.
 */
public sealed interface XmlNode permits XmlNode.Element, XmlNode.Text, XmlNode.Instruction {

    record Text(String text) implements XmlNode {
    }

    /** A processing instruction, e.g. target {@code page} with data {@code num="21708"}. */
    record Instruction(String target, String data) implements XmlNode {
    }

    /**
     * @param position {@code line:column} of the start tag in its file
     */
    record Element(String name, Map<String, String> attributes, List<XmlNode> children, String position)
            implements XmlNode {

        public Element {
            attributes = Map.copyOf(attributes);
            children = List.copyOf(children);
        }

        /** The attribute's value, or null. */
        public String attribute(String localName) {
            return attributes.get(localName);
        }

        public boolean is(String localName) {
            return name.equals(localName);
        }

        /** The first child element with this name. */
        public Optional<Element> child(String localName) {
            return elements().stream().filter(e -> e.is(localName)).findFirst();
        }

        /** The child elements with this name, in order. */
        public List<Element> children(String localName) {
            return elements().stream().filter(e -> e.is(localName)).toList();
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

        /** Every element below this one with this name, in document order. */
        public List<Element> descendants(String localName) {
            List<Element> found = new ArrayList<>();
            visit(e -> {
                if (e != this && e.is(localName)) {
                    found.add(e);
                }
            });
            return found;
        }

        /** Calls {@code visitor} on this element and every element below it, in document order. */
        public void visit(Consumer<Element> visitor) {
            visitor.accept(this);
            for (XmlNode node : children) {
                if (node instanceof Element e) {
                    e.visit(visitor);
                }
            }
        }

        /** A copy of this element without its children of these names. */
        public Element without(Set<String> names) {
            return new Element(name, attributes, children.stream()
                    .filter(n -> !(n instanceof Element e && names.contains(e.name))).toList(), position);
        }

        /** A copy of this element without one of its children (by identity). */
        public Element without(Element child) {
            return new Element(name, attributes, children.stream().filter(n -> n != child).toList(), position);
        }

        /** All text below this element as written (whitespace kept; a {@code <br/>} as a space). */
        public String text() {
            StringBuilder out = new StringBuilder();
            appendText(out);
            return out.toString();
        }

        /** All text below this element, whitespace collapsed. */
        public String collapsedText() {
            return Whitespace.collapse(text());
        }

        private void appendText(StringBuilder out) {
            for (XmlNode node : children) {
                switch (node) {
                    case Text t -> out.append(t.text());
                    case Element e when e.is("br") -> out.append(' ');
                    case Element e -> e.appendText(out);
                    case Instruction i -> {
                        // page breaks and typesetting hints carry no text
                    }
                }
            }
        }
    }
}
