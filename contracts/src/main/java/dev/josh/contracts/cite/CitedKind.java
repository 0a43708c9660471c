package dev.josh.contracts.cite;

/** What a legal citation found in text points at. */
public enum CitedKind {
    /** {@code 42 U.S.C. § 1983}: a U.S. Code section, id {@code usc:42:1983}. */
    US_CODE_SECTION,
    /** {@code 40 C.F.R. § 141.61}: a CFR section, id {@code cfr:40:141.61}. */
    CFR_SECTION,
    /** {@code 40 C.F.R. pt. 141}: a CFR part; no id of its own, its sections carry {@code cfr:40:141.*}. */
    CFR_PART,
    /** {@code 81 FR 22154}: a page of the Federal Register; the document is found by volume and page. */
    FEDERAL_REGISTER_PAGE,
    /** {@code Pub. L. 117-58}: a public law, id {@code pl:117:58}; a private law {@code pvtl:…}. */
    LAW,
    /** {@code 135 Stat. 429}: a page of the Statutes at Large; the law is found by volume and page. */
    STATUTES_AT_LARGE,
    /** {@code H.R. 3684}: a bill or resolution, id {@code hr:117:3684} once its Congress is known. */
    BILL
}
