package dev.josh.server.mcp;

import dev.josh.db.JoshDatabase;
import dev.josh.server.auth.ApiKeys;
import dev.josh.server.auth.AuthMode;
import java.nio.file.Path;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.boot.Banner;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;

/**
 * The key check of {@code josh mcp --stdio}, before the server is made: a context of its own with
 * nothing but the key table, so that it reads {@code josh.auth.mode} and {@code josh.db.path} from the
 * same settings as the server (application.properties, the environment, the arguments) and a client
 * without a valid key hears why within seconds (3.3-4.4 s from launch to exit here, against 11.6-11.8 s),
 * not after the whole server, its indexes and its query encoder have started only to be closed again. Not a {@code @Configuration}: the server's
 * component scan must not find it (its key table is the server's own {@link ApiKeys} service there);
 * as the source of its own context, its bean method is read all the same.
 */
public class StdioKeyCheck {

    /**
     * Whether the process may serve: the mode is not {@code required}, or {@code key} is an active key of
     * the database.
     *
     * @param args the process's arguments, as the server's context gets them
     * @param key  the value of {@code JOSH_API_KEY}, null when unset
     */
    public static boolean admits(String[] args, String key) {
        try (ConfigurableApplicationContext context = new SpringApplicationBuilder(StdioKeyCheck.class)
                .web(WebApplicationType.NONE)
                .bannerMode(Banner.Mode.OFF)
                .logStartupInfo(false)
                .properties("logging.config=classpath:logback-stdio.xml")
                .run(args)) {
            return AuthMode.parse(context.getEnvironment().getProperty("josh.auth.mode")) != AuthMode.REQUIRED
                    || context.getBean(ApiKeys.class).find(key).isPresent();
        }
    }

    @Bean
    ApiKeys apiKeys(@Value("${josh.db.path}") String path) {
        return new ApiKeys(JoshDatabase.readOnly(Path.of(path)));
    }
}
