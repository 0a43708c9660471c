package dev.josh.server.page;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import dev.josh.server.support.Flow1Database;
import dev.josh.server.support.InProcessServer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.logging.Level;
import java.util.regex.MatchResult;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The page in headless Chromium from Debian's packages ({@code apt-get install chromium
 * chromium-driver}), driven as a person would: a search typed into the box, a filter applied, a
 * result opened and its citation link followed to the upstream address; once with JavaScript and
 * once without, since search and reading must need none; every kind of page checked by axe-core and
 * read for raw Markdown and JSON names. It takes the screenshots docs/web.md shows (under
 * {@code target/page-screenshots}, and into {@code -Djosh.page.screenshots=DIR}).
 *
 * <p>By default it serves the corpus slice of {@link Flow1Database} in this JVM; with
 * {@code -Djosh.page.base=http://localhost:PORT} it drives a server already running (the real jar on a
 * real database, as the committed screenshots were taken). Without Chromium it is skipped on a
 * workstation and fails in CI ({@code CI=true}), where {@code .ci/run} installs it.
 */
@Tag("slow")
@Tag("long")
class PageBrowserTest {

    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    private static final Path SHOTS = Path.of("target", "page-screenshots");
    /** One page of each kind a person reads: home, search, a statute, a bill, a legislator, the sources. */
    private static final List<String> PAGES = List.of("/", "/?q=copyright+registration&mode=lexical",
            "/records/usc:17:107", "/records/hr:117:3684", "/records/S000033", "/sources");
    /** The records docs/web.md shows at a desk's width and a phone's. */
    private static final Map<String, String> RECORDS = Map.of("statute", "/records/usc:17:107",
            "bill", "/records/hr:117:3684", "legislator", "/records/S000033");
    /** Markdown a person would see raw: emphasis, a heading's marker at a line's start, a link's middle. */
    private static final Pattern RAW_MARKDOWN = Pattern.compile("\\*\\*|(?m)^#{1,6} |\\]\\(");
    /** A JSON field name in snake case (body_markdown, release_point, returned_chars). */
    private static final Pattern COLUMN_NAME = Pattern.compile("\\b[a-z]+_[a-z_]+\\b");

    static InProcessServer server;
    static String base;
    /** Why this machine cannot run the class (no Chromium), or null. */
    static String missing;

    @BeforeAll
    static void start() {
        if (!Files.isExecutable(CHROMIUM) || !Files.isExecutable(CHROMEDRIVER)) {
            missing = "headless Chromium is not installed (" + CHROMIUM + ", " + CHROMEDRIVER
                    + "): apt-get install -y chromium chromium-driver";
            if ("true".equals(System.getenv("CI"))) {
                fail(missing);
            }
            System.err.println("SKIPPED (not counted as a pass): every PageBrowserTest test: " + missing);
            return;
        }
        base = System.getProperty("josh.page.base");
        if (base == null || base.isBlank()) {
            server = InProcessServer.start(Flow1Database.path());
            base = server.base();
        }
    }

    /** Aborted test by test, not in {@code @BeforeAll}: the summary then counts each as skipped, not "Tests run: 0". */
    @BeforeEach
    void chromiumIsHere() {
        Assumptions.assumeTrue(missing == null, missing);
    }

    @AfterAll
    static void stop() {
        if (server != null) {
            server.close();
        }
    }

    static WebDriver chromium(boolean javascript) {
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                "--window-size=1280,1000", "--lang=en-US");
        if (!javascript) {
            options.setExperimentalOption("prefs", Map.of("profile.managed_default_content_settings.javascript", 2));
        }
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability(ChromeOptions.LOGGING_PREFS, logs);
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(CHROMEDRIVER.toFile())
                .usingAnyFreePort().build();
        WebDriver driver = new ChromeDriver(service, options);
        driver.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(60));
        return driver;
    }

    static WebDriverWait waiting(WebDriver driver) {
        return new WebDriverWait(driver, Duration.ofSeconds(30));
    }

    @Test
    void aPersonSearchesFiltersOpensAResultAndFindsItsCitationWithJavaScript() throws IOException {
        WebDriver driver = chromium(true);
        try {
            searchFilterOpen(driver, "");
            driver.get(base + "/sources");
            assertThat(driver.findElements(By.cssSelector("tbody tr"))).hasSizeGreaterThan(10);
            shot(driver, "sources");
            driver.get(base + "/?q=copyright&since=2021-13-45");
            assertThat(driver.findElement(By.cssSelector("[role=alert]")).getText()).contains("since");
            shot(driver, "bad-date");
            // Swagger UI renders the committed document under the strict policy: no script of another origin.
            driver.get(base + "/api-docs/");
            waiting(driver).until(ExpectedConditions.presenceOfElementLocated(By.cssSelector("#swagger-ui .info .title")));
            assertThat(driver.findElement(By.cssSelector("#swagger-ui .info .title")).getText()).contains("Josh API");
            assertThat(driver.findElements(By.cssSelector("#swagger-ui .opblock"))).hasSizeGreaterThan(10);
            shot(driver, "api-docs");
            List<String> violations = driver.manage().logs().get(LogType.BROWSER).getAll().stream()
                    .map(LogEntry::getMessage).filter(m -> m.contains("Content Security Policy")).toList();
            assertThat(violations).isEmpty();
        } finally {
            driver.quit();
        }
    }

    @Test
    void searchAndReadingWorkWithJavaScriptOff() throws IOException {
        WebDriver driver = chromium(false);
        try {
            searchFilterOpen(driver, "-no-js");
            // Proof that script is off: Swagger UI, which is script, stays empty.
            driver.get(base + "/api-docs/");
            assertThat(driver.findElements(By.cssSelector("#swagger-ui *"))).isEmpty();
        } finally {
            driver.quit();
        }
    }

    /**
     * axe-core (the npm package the build fetches, pinned: query-server/pom.xml) run in each page: no serious or
     * critical violation; and what a person reads holds no raw Markdown and no field's JSON name.
     */
    @Test
    void everyKindOfPageIsAccessibleAndReadsAsTextNotAsMarkdownOrJson() throws IOException {
        String axe;
        try (var in = PageBrowserTest.class.getResourceAsStream("/axe/axe.min.js")) {
            assertThat(in).as("axe.min.js on the test class path (generate-test-resources fetches it)").isNotNull();
            axe = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        WebDriver driver = chromium(true);
        try {
            for (String page : PAGES) {
                driver.get(base + page);
                JavascriptExecutor js = (JavascriptExecutor) driver;
                js.executeScript(axe);
                Object found = js.executeAsyncScript("""
                        const done = arguments[arguments.length - 1];
                        axe.run(document, {resultTypes: ['violations']})
                          .then(r => done(r.violations.filter(v => v.impact === 'serious' || v.impact === 'critical')
                            .map(v => v.impact + ' ' + v.id + ': ' + v.help + ' at '
                              + v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(', '))))
                          .catch(e => done(['axe failed: ' + e]));""");
                assertThat((List<?>) found).as("axe on " + page).isEmpty();
                String text = driver.findElement(By.tagName("body")).getText();
                assertThat(RAW_MARKDOWN.matcher(text).results().map(MatchResult::group).toList())
                        .as("raw Markdown on " + page).isEmpty();
                assertThat(COLUMN_NAME.matcher(text).results().map(MatchResult::group).toList())
                        .as("field names on " + page).isEmpty();
            }
        } finally {
            driver.quit();
        }
    }

    /** The records docs/web.md shows, at 1280 px (a desk) and 390 px (a phone) wide, none wider than the screen. */
    @Test
    void recordsReadAtADesksWidthAndAPhones() throws IOException {
        ChromeDriver driver = (ChromeDriver) chromium(true);
        try {
            for (Map.Entry<String, String> r : RECORDS.entrySet()) {
                for (int width : List.of(1280, 390)) {
                    driver.executeCdpCommand("Emulation.setDeviceMetricsOverride", Map.of("width", width,
                            "height", width > 600 ? 1400 : 1600, "deviceScaleFactor", 1, "mobile", width < 600));
                    driver.get(base + r.getValue());
                    long scroll = ((Number) driver.executeScript("return document.documentElement.scrollWidth"))
                            .longValue();
                    assertThat(scroll).as(r.getKey() + " fits " + width + " px").isLessThanOrEqualTo(width);
                    shot(driver, r.getKey() + "-" + width);
                }
            }
        } finally {
            driver.quit();
        }
    }

    /** The flow of must-show 3; {@code suffix} names its screenshots. */
    private static void searchFilterOpen(WebDriver driver, String suffix) throws IOException {
        driver.get(base + "/");
        // The first Tab reaches the skip link: the page is usable from the keyboard.
        new Actions(driver).sendKeys(Keys.TAB).perform();
        assertThat(driver.switchTo().activeElement().getText()).isEqualTo("Skip to content");
        WebElement box = driver.findElement(By.id("q"));
        box.sendKeys("copyright registration");
        driver.findElement(By.cssSelector("label[for=mode-lexical]")).click();
        driver.findElement(By.cssSelector("details.filters summary")).click();
        new Select(driver.findElement(By.id("source"))).selectByValue("us-code");
        box.sendKeys(Keys.ENTER);
        waiting(driver).until(ExpectedConditions.presenceOfElementLocated(By.id("results-heading")));
        assertThat(driver.getCurrentUrl()).contains("q=copyright+registration", "mode=lexical", "source=us-code");
        List<WebElement> results = driver.findElements(By.cssSelector("li.result"));
        assertThat(results).hasSizeGreaterThan(1);
        results.forEach(r -> assertThat(r.findElement(By.cssSelector(".source")).getText()).endsWith("us-code"));
        assertThat(driver.findElements(By.cssSelector("li.result mark"))).isNotEmpty();
        WebElement first = results.getFirst();
        String citation = first.findElement(By.cssSelector("a.citation")).getAttribute("href");
        assertThat(citation).startsWith("https://uscode.house.gov/");
        shot(driver, "search" + suffix);

        first.findElement(By.cssSelector("h3 a")).click();
        waiting(driver).until(ExpectedConditions.urlContains("/records/usc:"));
        WebElement cited = driver.findElement(By.cssSelector("main > p.cite a.citation"));
        assertThat(cited.getAttribute("href")).isEqualTo(citation);
        assertThat(cited.getText()).startsWith("17 U.S.C. §");
        assertThat(driver.findElement(By.id("links-heading")).isDisplayed()).isTrue();
        assertThat(driver.findElements(By.cssSelector("section.dossier"))).isNotEmpty();
        // The record pictures in the docs are recordsReadAtADesksWidthAndAPhones'.
        shot(driver, "record" + suffix, false);
    }

    private static void shot(WebDriver driver, String name) throws IOException {
        shot(driver, name, true);
    }

    /** @param publish whether docs show it ({@code -Djosh.page.screenshots}); else kept under target only */
    private static void shot(WebDriver driver, String name, boolean publish) throws IOException {
        Path png = ((ChromeDriver) driver).getScreenshotAs(OutputType.FILE).toPath();
        Files.createDirectories(SHOTS);
        Files.copy(png, SHOTS.resolve(name + ".png"), StandardCopyOption.REPLACE_EXISTING);
        String into = System.getProperty("josh.page.screenshots");
        if (publish && into != null && !into.isBlank()) {
            Files.createDirectories(Path.of(into));
            Files.copy(png, Path.of(into).resolve("web-" + name + ".png"), StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
