package dev.josh.contracts.id;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The table of public ID types. Each type owns a grammar whose prefix (or shape, for the three
 * bare seed forms) tells the type without a lookup, the resource path it is served under
 * ({@code GET /v1/<resource>/{id}}), and an example that is valid as written.
 *
 * <p>Grammars are pairwise disjoint: no string matches two of them (see {@code IdTypeTest}), so
 * one parser can dispatch any ID. Adding a type means adding a row here and nothing else.
 */
public enum IdType {
    /** A bill or resolution: {@code {billType}:{congress}:{number}}, e.g. {@code hr:119:103}. */
    BILL(null, "bills",
            "(?<billType>hr|s|hres|sres|hjres|sjres|hconres|sconres):(?<congress>[1-9][0-9]{0,2}):(?<number>[1-9][0-9]{0,5})",
            "hr:119:103"),
    /** A member of Congress by bioguide ID, bare: one capital letter and six digits. */
    LEGISLATOR(null, "legislators", "(?<bioguide>[A-Z][0-9]{6})", "S000033"),
    /** A committee by Thomas ID, bare (four capitals); a subcommittee appends its two digits. */
    COMMITTEE(null, "committees", "(?<thomasId>[A-Z]{4}(?:[0-9]{2})?)", "HSWM"),
    /** A U.S. Code section: {@code usc:{title}:{section}}, e.g. {@code usc:17:102}, {@code usc:42:1320a-7b}. */
    US_CODE_SECTION("usc", "us-code",
            "usc:(?<title>[1-9][0-9]{0,1}[A-Za-z]?):(?<section>[0-9]+[0-9A-Za-z]*(?:[-.][0-9A-Za-z]+)*)",
            "usc:17:102"),
    /** A CFR section: {@code cfr:{title}:{part}.{section}}, e.g. {@code cfr:40:141.61}. */
    CFR_SECTION("cfr", "ecfr-and-cfr",
            "cfr:(?<title>[1-9][0-9]?):(?<section>[0-9]+[A-Za-z]?(?:\\.[0-9A-Za-z-]+)?)",
            "cfr:40:141.61"),
    /** A Federal Register document by document number: {@code fr:2026-08558}. */
    FR_DOCUMENT("fr", "federal-register", "fr:(?<documentNumber>[0-9]{2,4}-[0-9]{4,6}|[A-Z][0-9]-[0-9]+)", "fr:2026-08558"),
    /** A public or private law: {@code pl:{congress}:{number}} or {@code pvtl:{congress}:{number}}. */
    LAW(null, "public-laws", "(?<kind>pl|pvtl):(?<congress>[1-9][0-9]{0,2}):(?<number>[1-9][0-9]{0,3})", "pl:117:58"),
    /**
     * A GPO statute compilation (an act as amended, compiled by the House Office of the Legislative
     * Counsel) by its GPO file id: {@code comp:1656} is {@code COMPS-1656}. Stored with the laws.
     */
    STATUTE_COMPILATION("comp", "public-laws", "comp:(?<fileId>[1-9][0-9]{0,6})", "comp:1656"),
    /** A CRS product by its number: {@code crs:R48481}, {@code crs:IF13213}, {@code crs:98-317}. */
    CRS_REPORT("crs", "crs-reports", "crs:(?<number>[A-Z]{0,3}[0-9]{2,6}(?:-[0-9]+)?)", "crs:R48481"),
    /** A GAO product: {@code gao:GAO-06-282}, {@code gao:GAO-08-587T}, {@code gao:GAO-26-107759}: current product numbers have six digits. */
    GAO_REPORT("gao", "gao-reports", "gao:(?<number>GAO-[0-9]{2}-[0-9]{1,6}[A-Z]{0,3})", "gao:GAO-06-282"),
    /** A committee report: {@code crpt:{congress}:{hrpt|srpt|erpt}:{number}}. */
    COMMITTEE_REPORT("crpt", "committee-reports", "crpt:(?<congress>[1-9][0-9]{0,2}):(?<kind>hrpt|srpt|erpt):(?<number>[1-9][0-9]{0,4}(?:-[0-9]+)?)", "crpt:108:hrpt:150"),
    /**
     * A CBO cost estimate, by the committee report that prints it: {@code cbo:118:hrpt:728}; a report's
     * second estimate appends {@code .2} ({@code cbo:113:srpt:310.2}).
     */
    CBO_COST_ESTIMATE("cbo", "cbo-cost-estimates",
            "cbo:(?<congress>[1-9][0-9]{0,2}):(?<kind>hrpt|srpt|erpt):(?<number>[1-9][0-9]{0,4}(?:-[0-9]+)?(?:\\.[2-9])?)",
            "cbo:118:hrpt:728"),
    /**
     * A Regulations.gov docket named in Federal Register documents, by its docket ID:
     * {@code docket:EPA-HQ-OAR-2015-0111}, {@code docket:FDA-2014-D-0044}, {@code docket:ED-2015-OESE-0130}.
     */
    DOCKET("docket", "regulations-dot-gov-dockets",
            "docket:(?<docketId>[A-Z][A-Z0-9]{1,9}(?:-[A-Z0-9]{1,12})*?-(?:19|20)[0-9]{2}-(?:[A-Z]{1,5}-)?[0-9]{4,5})",
            "docket:EPA-HQ-OAR-2015-0111"),
    /**
     * A term of the CRS legislative subject vocabulary or one of its policy areas, as BILLSTATUS
     * assigns them to bills, by its name as a slug: {@code topic:environmental-protection}.
     */
    TOPIC("topic", "topic-taxonomy", "topic:(?<slug>[a-z0-9]+(?:-[a-z0-9]+){0,20})", "topic:environmental-protection"),
    /** A Congressional Record granule by GPO granule ID: {@code crec:CREC-1997-01-28-pt1-PgS571}. */
    CONGRESSIONAL_RECORD("crec", "congressional-record", "crec:(?<granule>CREC-[0-9]{4}-[0-9]{2}-[0-9]{2}-[0-9A-Za-z-]+)", "crec:CREC-1997-01-28-pt1-PgS571"),
    /** A Statement of Administration Policy: {@code sap:{date}:{billType}:{congress}:{number}}. */
    SAP("sap", "statements-of-administration-policy",
            "sap:(?<date>[0-9]{4}-[0-9]{2}-[0-9]{2}):(?<billType>hr|s|hres|sres|hjres|sjres|hconres|sconres):(?<congress>[1-9][0-9]{0,2}):(?<number>[1-9][0-9]{0,5})",
            "sap:2022-07-27:hr:117:4346"),
    /** A roll-call vote: {@code vote:{congress}:{h|s}:{session}:{number}}, e.g. {@code vote:119:h:1:362}. */
    VOTE("vote", "roll-call-votes", "vote:(?<congress>[1-9][0-9]{0,2}):(?<chamber>[hs]):(?<session>[1-3]):(?<number>[1-9][0-9]{0,4})", "vote:119:h:1:362"),
    /** A committee meeting or hearing: {@code meeting:{chamber}:{eventId}}. */
    MEETING("meeting", "hearings", "meeting:(?<chamber>[hsj]):(?<eventId>[0-9]{3,9})", "meeting:h:101718"),
    /** A lobbying disclosure filing by its Senate filing UUID: {@code lda:{uuid}}. */
    LDA_FILING("lda", "lda-filings", "lda:(?<uuid>[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12})",
            "lda:0a1b2c3d-1234-4abc-9def-0123456789ab");

    private final String prefix;
    private final String resource;
    private final Pattern grammar;
    private final String example;

    /**
     * @param prefix  literal type prefix, or null where the shape alone tells the type (bare
     *                bioguide and Thomas IDs) or the first part is the prefix (bill type, law kind)
     * @param grammar the whole ID, prefix included, as a regular expression with named parts
     */
    IdType(String prefix, String resource, String grammar, String example) {
        this.prefix = prefix;
        this.resource = resource;
        this.grammar = Pattern.compile(grammar);
        this.example = example;
    }

    /** The literal prefix before the first colon, or null (see the constructor). */
    public String prefix() {
        return prefix;
    }

    /** The REST resource segment and source name this type is served under. */
    public String resource() {
        return resource;
    }

    public Pattern grammar() {
        return grammar;
    }

    public String example() {
        return example;
    }

    /**
     * The resource a name stands for: a resource's own name ({@code federal-register}) or the short
     * form an agent has already seen in every id, the first segment of a type's ids ({@code fr},
     * {@code usc}, {@code crec}, {@code pl}, {@code hr} …); empty for anything else.
     */
    public static Optional<String> resourceNamed(String name) {
        return Arrays.stream(values())
                .filter(t -> t.resource.equals(name) || (t.example.contains(":")
                        && t.example.substring(0, t.example.indexOf(':')).equals(name)))
                .map(IdType::resource)
                .findFirst();
    }

    /** Named groups of the grammar, in the order they appear in the formatted ID. */
    List<String> groupNames() {
        return grammar.namedGroups().entrySet().stream()
                .sorted(java.util.Map.Entry.comparingByValue())
                .map(java.util.Map.Entry::getKey)
                .toList();
    }
}
