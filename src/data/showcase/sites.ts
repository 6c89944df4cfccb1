/**
 * The sites of the showcase page, sorted by title (case-insensitive). Edit
 * this list by hand: add a site in its sorted place, keep its description to
 * 120 characters, and give it the `opensource` tag exactly when it has a
 * `source`. `sites.test.ts` checks all of that.
 */
import type {ShowcaseTagKey} from './tags';

export interface ShowcaseSite {
  title: string;
  /** One sentence of at most 120 characters. */
  description: string;
  /** Absolute http(s) URL of the site; unique in the list. */
  website: string;
  /** URL of the site's source repository, or null when it is not public. */
  source: string | null;
  tags: readonly ShowcaseTagKey[];
}

export const showcaseSites: readonly ShowcaseSite[] = [
  {
    title: '30 Days Of SWA',
    description:
      '30 Days Of SWA, a learning series about building and deploying with Azure Static Web Apps.',
    website: 'https://www.azurestaticwebapps.dev',
    source: 'https://github.com/staticwebdev/30DaysOfSWA/tree/main/www',
    tags: ['opensource', 'product'],
  },
  {
    title: '404Lab.Wiki',
    description:
      '404Lab.Wiki, a personal wiki whose open-source code is hosted on GitHub.',
    website: 'https://wiki.404lab.top',
    source: 'https://github.com/HiChen404/MyWikiSite',
    tags: ['opensource', 'personal'],
  },
  {
    title: "7Wate's Wiki",
    description:
      "7Wate's Wiki, a personal knowledge base published as an open-source site.",
    website: 'https://wiki.7wate.com/',
    source: 'https://github.com/7Wate/wiki',
    tags: ['opensource', 'personal'],
  },
  {
    title: 'AgileTs',
    description:
      'Documentation for AgileTs, an open-source state management library for JavaScript and TypeScript apps.',
    website: 'https://agile-ts.org/',
    source: 'https://github.com/agile-ts/documentation',
    tags: ['opensource', 'design'],
  },
  {
    title: 'AI-Speaker',
    description:
      'Website of AI-Speaker, an open-source project whose site source is published on GitHub.',
    website: 'https://ai-speaker.com/',
    source: 'https://github.com/sviete/AIS-WWW',
    tags: ['opensource'],
  },
  {
    title: 'Aide Jeune',
    description:
      'Aide Jeune, a website on a French .fr domain that is built with Docusaurus.',
    website: 'https://aidejeune.fr',
    source: null,
    tags: [],
  },
  {
    title: "Akara's blog",
    description:
      "Akara's personal blog, an open-source site hosted on GitHub Pages.",
    website: 'https://messiahhh.github.io/blog/',
    source: 'https://github.com/messiahhh/blog',
    tags: ['opensource', 'personal'],
  },
  {
    title: 'Algolia DocSearch',
    description:
      'Docs for Algolia DocSearch, a search service and UI aimed at technical documentation websites.',
    website: 'https://docsearch.algolia.com/',
    source: 'https://github.com/algolia/docsearch/tree/main/packages/website',
    tags: ['favorite', 'opensource', 'product'],
  },
  {
    title: 'Apache APISIX',
    description:
      'Apache APISIX, a cloud-native API gateway, presented on a large multilingual open-source site.',
    website: 'https://apisix.apache.org/',
    source: 'https://github.com/apache/apisix-website',
    tags: ['opensource', 'i18n', 'large'],
  },
  {
    title: 'Apex FP',
    description:
      'Apex FP, an open-source library that brings functional programming patterns to Salesforce Apex.',
    website: 'https://www.apexfp.org',
    source: 'https://github.com/ipavlic/apex-fp/tree/master/website',
    tags: ['opensource'],
  },
  {
    title: 'Appcircle Docs',
    description:
      'Appcircle docs for its CI/CD platform that builds, tests and distributes mobile apps.',
    website: 'https://docs.appcircle.io/',
    source: 'https://github.com/appcircleio/appcircle-docusaurus/tree/master/',
    tags: ['opensource', 'product'],
  },
  {
    title: 'Astronomer',
    description:
      'Versioned docs for Astronomer, a commercial platform for running and managing Apache Airflow.',
    website: 'https://docs.astronomer.io',
    source: 'https://github.com/astronomer/docs',
    tags: ['opensource', 'product', 'versioning'],
  },
  {
    title: 'Atlas',
    description:
      'Atlas, an open-source tool from Ariga for inspecting, planning and migrating database schemas.',
    website: 'https://atlasgo.io/',
    source: 'https://github.com/ariga/atlas',
    tags: ['opensource', 'product'],
  },
  {
    title: 'AttoBot',
    description:
      'Site of AttoBot, an open-source project from the attobot-discord organisation on GitHub.',
    website: 'https://attobot.xyz',
    source: 'https://github.com/attobot-discord/website',
    tags: ['opensource'],
  },
  {
    title: 'Avana Wallet',
    description:
      'Product documentation for Avana Wallet, published on a dedicated docs subdomain.',
    website: 'https://docs.avanawallet.com/',
    source: null,
    tags: ['product'],
  },
  {
    title: 'AvN Gateway',
    description:
      'Versioned product documentation for the AvN Gateway from Aventus Network Services.',
    website: 'https://aventus-network-services.github.io/avn-gateway-docs/',
    source: null,
    tags: ['product', 'versioning'],
  },
  {
    title: 'Awe framework',
    description:
      'Open-source Awe framework documentation, offered in several languages and with versioned docs.',
    website: 'https://docs.aweframework.com/',
    source: 'https://gitlab.com/aweframework/awe/-/tree/develop/website',
    tags: ['opensource', 'i18n', 'versioning'],
  },
  {
    title: 'Axioms',
    description:
      'Developer site of Axioms, an open-source product with its documentation source kept on GitHub.',
    website: 'https://axioms.io/',
    source: 'https://github.com/axioms-io/developer',
    tags: ['opensource', 'product'],
  },
  {
    title: 'Bandwidth',
    description:
      "Bandwidth's large developer portal covering its voice, messaging and other communications APIs.",
    website: 'https://dev.bandwidth.com/',
    source: 'https://github.com/Bandwidth/api-docs',
    tags: ['opensource', 'product', 'large'],
  },
  {
    title: 'Barklarm',
    description:
      'Barklarm, an open-source product whose website code lives on GitHub.',
    website: 'https://www.barklarm.com/',
    source: 'https://github.com/kanekotic/barklarm-website',
    tags: ['opensource', 'product'],
  },
  {
    title: 'Batect',
    description:
      'Batect, an open-source tool for defining consistent Docker-based build and test environments.',
    website: 'https://batect.dev/',
    source: 'https://github.com/batect/batect.dev',
    tags: ['opensource'],
  },
  {
    title: 'Benthos',
    description:
      'Benthos, a declarative stream processing tool written in Go, documented on a large open-source site.',
    website: 'https://benthos.dev/',
    source: 'https://github.com/Jeffail/benthos/tree/main/website',
    tags: ['opensource', 'large'],
  },
  {
    title: 'Blink Shell',
    description:
      'User guide for Blink Shell, the SSH and Mosh terminal app for iPhone and iPad.',
    website: 'https://docs.blink.sh/',
    source: 'https://github.com/blinksh/docs',
    tags: ['opensource', 'product', 'design'],
  },
  {
    title: 'Blog Matheus Brunelli',
    description:
      "Matheus Brunelli's personal blog, an open-source site published on GitHub Pages.",
    website: 'https://mrbrunelli.github.io/blog/',
    source: 'https://github.com/mrbrunelli/blog',
    tags: ['opensource', 'personal'],
  },
  {
    title: 'Blogasaurus',
    description:
      'Blogasaurus, a personal blog at palashsh.me whose source code is open on GitHub.',
    website: 'https://blog.palashsh.me/',
    source: 'https://github.com/BattleOfPlassey/blogasaurus',
    tags: ['opensource', 'personal'],
  },
  {
    title: 'Botonic',
    description:
      'Botonic, an open-source framework by Hubtype for building conversational apps with React.',
    website: 'https://botonic.io/',
    source: 'https://github.com/hubtype/botonic/tree/master/docs/website',
    tags: ['opensource'],
  },
  {
    title: 'BoxyHQ',
    description:
      'BoxyHQ, maker of open-source security building blocks such as SAML single sign-on for SaaS apps.',
    website: 'https://boxyhq.com/',
    source: 'https://github.com/boxyhq/website',
    tags: ['opensource'],
  },
  {
    title: 'Boyka-Framework',
    description:
      'Boyka-Framework documentation, an open-source project by Wasiq Bhamla on GitHub Pages.',
    website: 'https://wasiqbhamla.github.io/boyka-framework/',
    source: 'https://github.com/WasiqBhamla/boyka-framework/tree/main/website',
    tags: ['opensource'],
  },
  {
    title: 'Brainboard IDE',
    description:
      'Docs for Brainboard, a tool for visually designing cloud infrastructure and generating Terraform.',
    website: 'https://docs.brainboard.co/start/cloud-use-cases',
    source: null,
    tags: ['product', 'design'],
  },
  {
    title: 'Brobot',
    description:
      'Documentation for Brobot, an open-source project by jspinak hosted on GitHub Pages.',
    website: 'https://jspinak.github.io/brobot/',
    source: 'https://github.com/jspinak/brobot/tree/main/docs',
    tags: ['opensource'],
  },
  {
    title: "Bruce's Wiki",
    description:
      "Bruce's Wiki, a personal knowledge base with a custom design and open-source code.",
    website: 'https://wiki.bruceworld.top/',
    source: 'https://github.com/recallwei/wiki',
    tags: ['opensource', 'design', 'personal'],
  },
  {
    title: 'Build Tracker',
    description:
      'Build Tracker, an open-source tool for tracking the size of JavaScript build artifacts over time.',
    website: 'https://buildtracker.dev',
    source: 'https://github.com/paularmstrong/build-tracker/tree/main/docs',
    tags: ['opensource'],
  },
  {
    title: 'Butterfly',
    description:
      'Translated, versioned docs for Linwood Butterfly, an open-source note-taking and drawing app.',
    website: 'https://docs.butterfly.linwood.dev',
    source: 'https://github.com/LinwoodCloud/Butterfly/tree/develop/docs',
    tags: ['opensource', 'i18n', 'versioning'],
  },
  {
    title: 'Chaos Mesh',
    description:
      'Chaos Mesh, a CNCF chaos engineering platform for Kubernetes, with docs in more than one language.',
    website: 'https://chaos-mesh.org',
    source: 'https://github.com/chaos-mesh/website',
    tags: ['opensource', 'product', 'i18n'],
  },
  {
    title: 'Charles Ancheta',
    description:
      "Charles Ancheta's personal website, with its source code available on GitHub.",
    website: 'https://charlesancheta.com',
    source: 'https://github.com/cbebe/my-website',
    tags: ['opensource', 'personal'],
  },
  {
    title: 'ChatKitty',
    description: 'Website of the ChatKitty product, built with Docusaurus.',
    website: 'https://chatkitty.com',
    source: null,
    tags: ['product'],
  },
  {
    title: 'ClarityChallenge',
    description:
      'Documentation for the first Clarity Enhancement Challenge on speech processing for hearing aids.',
    website: 'https://claritychallenge.github.io/clarity_CEC1_doc',
    source: 'https://github.com/claritychallenge/clarity_CEC1_doc',
    tags: ['opensource'],
  },
  {
    title: 'Clutch',
    description:
      "Clutch, Lyft's open-source, extensible platform for infrastructure management tooling.",
    website: 'https://clutch.sh/',
    source: 'https://github.com/lyft/clutch/tree/main/docs/_website',
    tags: ['opensource'],
  },
  {
    title: 'codehooks',
    description:
      'codehooks, a product website with documentation built using Docusaurus.',
    website: 'https://codehooks.io/',
    source: null,
    tags: ['product'],
  },
  {
    title: 'CodeSweetly',
    description:
      'CodeSweetly, a personal site at codesweetly.com that is built with Docusaurus.',
    website: 'https://codesweetly.com/',
    source: null,
    tags: ['personal'],
  },
  {
    title: 'CodeYourFuture',
    description:
      'Course syllabus of CodeYourFuture, a UK non-profit that trains refugees and others in web development.',
    website: 'https://syllabus.codeyourfuture.io/',
    source: 'https://github.com/CodeYourFuture/syllabus',
    tags: ['opensource', 'product'],
  },
  {
    title: 'Codiga Documentation',
    description:
      'Codiga documentation for its static code analysis and reusable code snippets tools.',
    website: 'https://doc.codiga.io/',
    source: 'https://github.com/codiga/doc.codiga.io/tree/main/website',
    tags: ['opensource', 'product'],
  },
  {
    title: 'CodingHabits',
    description: 'CodingHabits, a product website built with Docusaurus.',
    website: 'https://www.codinghabits.online/',
    source: null,
    tags: ['product'],
  },
  {
    title: 'Comp Labs',
    description:
      'Comp Labs website, an open-source project on an Indian .in domain.',
    website: 'https://complabs.in/',
    source: 'https://github.com/Comp-Labs/comp-labs-website',
    tags: ['opensource'],
  },
  {
    title: 'Component Kit',
    description:
      "ComponentKit, Meta's React-inspired declarative framework for building native iOS user interfaces.",
    website: 'https://componentkit.org',
    source: null,
    tags: ['meta'],
  },
  {
    title: 'Computer Science Turkish Resource',
    description:
      'Turkish-language collection of computer science resources, open source and hosted on Netlify.',
    website: 'https://bb-tr-kaynak.netlify.app/',
    source: 'https://github.com/Fire-Oceann/bb-tr-kaynak/',
    tags: ['opensource'],
  },
  {
    title: 'ConfigCat Feature Flags',
    description:
      'ConfigCat documentation for its hosted feature flag and remote configuration service.',
    website: 'https://configcat.com/docs/',
    source: 'https://github.com/configcat/docs',
    tags: ['opensource', 'product'],
  },
  {
    title: 'Console Table',
    description:
      'Documentation site of Console Table, an open-source project hosted on Netlify.',
    website: 'https://console-table.netlify.app/',
    source: 'https://github.com/ayonious/console-table-docu',
    tags: ['opensource'],
  },
  {
    title: 'Country State City API',
    description:
      'Country State City API, an open-source product serving country, state and city data.',
    website: 'https://countrystatecity.in/',
    source: 'https://github.com/dr5hn/csc-website',
    tags: ['opensource', 'product'],
  },
  {
    title: 'Crawlee',
    description:
      "Crawlee, Apify's open-source Node.js library for building crawlers and scrapers, with versioned docs.",
    website: 'https://crawlee.dev/',
    source: 'https://github.com/apify/crawlee/tree/master/website',
    tags: ['opensource', 'versioning'],
  },
  {
    title: 'Create React App',
    description:
      "Create React App, Meta's officially supported tool for setting up React single-page applications.",
    website: 'https://facebook.github.io/create-react-app/',
    source:
      'https://github.com/facebook/create-react-app/tree/main/docusaurus/website',
    tags: ['opensource', 'meta'],
  },
  {
    title: 'CryptoDevHub',
    description:
      'CryptoDevHub website, an open-source project with its source code on GitHub.',
    website: 'https://cryptodevhub.io',
    source: 'https://github.com/cryptodevhub/site',
    tags: ['opensource'],
  },
  {
    title: 'CyberDrain Improved Partner Portal (CIPP)',
    description:
      'CIPP, an open-source portal for Microsoft 365 partners who manage many customer tenants.',
    website: 'https://cipp.app',
    source: 'https://github.com/KelvinTegelaar/CIPP/tree/website',
    tags: ['opensource'],
  },
  {
    title: 'Daily Digest - COVID-19 IN FRANCE',
    description:
      'Daily digest about COVID-19 in France, presented as a large multilingual open-source site.',
    website: 'https://covid-fr.misterfishup.com/en/',
    source: 'https://github.com/MisterFISHUP/covid-19-in-france',
    tags: ['opensource', 'i18n', 'large'],
  },
  {
    title: 'daily.dev',
    description:
      'daily.dev docs for the developer news platform and browser extension.',
    website: 'https://docs.daily.dev/',
    source: 'https://github.com/dailydotdev/docs',
    tags: ['opensource', 'product', 'design'],
  },
  {
    title: 'Darklang',
    description:
      'Docs for Darklang, a programming language and hosted platform for building backend services.',
    website: 'https://docs.darklang.com/',
    source: 'https://github.com/darklang/docs',
    tags: ['opensource', 'product'],
  },
  {
    title: 'Dart Code Metrics',
    description:
      'Dart Code Metrics, an open-source static analysis tool that reports code metrics for Dart and Flutter.',
    website: 'https://dartcodemetrics.dev/',
    source: 'https://github.com/dart-code-checker/dart-code-metrics',
    tags: ['opensource'],
  },
  {
    title: 'Datagit',
    description:
      'Datagit, an open-source site on an Iranian .ir domain with right-to-left language support.',
    website: 'https://datagit.ir/',
    source: 'https://github.com/ghaseminya/datagit_v2.docusaurus',
    tags: ['favorite', 'opensource', 'rtl'],
  },
  {
    title: 'DevSpace',
    description:
      'DevSpace, an open-source CLI from Loft Labs for developing and deploying apps on Kubernetes.',
    website: 'https://devspace.sh/cli/docs/',
    source: 'https://github.com/loft-sh/devspace/tree/master/docs',
    tags: ['opensource'],
  },
  {
    title: 'DevTomek',
    description: 'DevTomek, a personal website on a Polish .pl domain.',
    website: 'https://devtomek.pl/',
    source: null,
    tags: ['personal'],
  },
  {
    title: 'difranca | Tech-Notes',
    description:
      'Tech-Notes by difranca, a personal collection of notes published as an open-source site.',
    website: 'https://difranca.github.io/',
    source: 'https://github.com/difranca/difranca.github.io',
    tags: ['opensource', 'personal'],
  },
  {
    title: 'Digital Support Services Notes',
    description:
      'Digital Support Services Notes, a personal note collection with a custom design and open source.',
    website: 'https://notes.nayanpatel.net',
    source: 'https://github.com/PatelN123/Digital-Support-Notes',
    tags: ['opensource', 'design', 'personal'],
  },
  {
    title: 'Dime.Scheduler',
    description:
      'SDK documentation for the Dime.Scheduler product, maintained in its .NET SDK repository.',
    website: 'https://sdk.dimescheduler.com',
    source: 'https://github.com/dime-scheduler/sdk-dotnet/tree/master/docs',
    tags: ['opensource', 'product'],
  },
  {
    title: 'DipScope',
    description:
      'DipScope website, built with Docusaurus and featuring versioned documentation.',
    website: 'https://dipscope.com/',
    source: null,
    tags: ['versioning'],
  },
  {
    title: 'Discord API Types',
    description:
      'Discord API Types, TypeScript type definitions for the Discord API, with large versioned docs.',
    website: 'https://discord-api-types.dev/',
    source: 'https://github.com/discordjs/discord-api-types/tree/main/website',
    tags: ['opensource', 'versioning', 'large'],
  },
  {
    title: 'Discord Resources',
    description:
      'Discord Resources, an open-source community wiki that collects resources related to Discord.',
    website: 'https://discordresources.com/',
    source: 'https://github.com/Discord-Resources-Wiki/Discord-Resources-Wiki',
    tags: ['opensource'],
  },
  {
    title: 'Divine Web Service Framework',
    description:
      'Documentation for the Divine Web Service Framework (WSF), an open-source project by Divine Software.',
    website: 'https://divine-software.github.io/WSF/',
    source: 'https://github.com/Divine-Software/WSF/tree/master/website',
    tags: ['opensource'],
  },
  {
    title: 'Djamaile Rahamat',
    description:
      "Djamaile Rahamat's personal portfolio site, with source code available on GitHub.",
    website: 'https://djamaile.dev/',
    source: 'https://github.com/djamaile/portfolio',
    tags: ['opensource', 'personal'],
  },
  {
    title: 'Dojo Documentation',
    description:
      'Dojo Documentation, the product docs site published at dojo.tech.',
    website: 'https://docs.dojo.tech/',
    source: null,
    tags: ['product'],
  },
  {
    title: 'Draft.js',
    description:
      'Draft.js, an open-source rich text editing framework for React apps, created at Meta.',
    website: 'https://draftjs.org/',
    source: 'https://github.com/facebook/draft-js/tree/main/website',
    tags: ['opensource', 'meta'],
  },
  {
    title: 'Drayman',
    description:
      'Documentation website for Drayman, an open-source project by Claviz.',
    website: 'https://drayman.io/',
    source: 'https://github.com/Claviz/drayman/tree/main/docs',
    tags: ['opensource'],
  },
  {
    title: 'Dynamoose',
    description:
      'Dynamoose, an open-source Node.js library that brings Mongoose-style models to Amazon DynamoDB.',
    website: 'https://dynamoosejs.com/',
    source: 'https://github.com/dynamoose/dynamoose/tree/main/docs',
    tags: ['opensource'],
  },
  {
    title: 'Dyte',
    description:
      'Dyte developer docs for its live video and voice SDKs, a large versioned site with a custom design.',
    website: 'https://docs.dyte.io',
    source: 'https://github.com/dyte-in/docs',
    tags: [
      'favorite',
      'opensource',
      'product',
      'design',
      'versioning',
      'large',
    ],
  },
  {
    title: 'easy-dates',
    description:
      'Documentation for easy-dates, an open-source project by sandypockets.',
    website: 'https://easy-dates.dev',
    source: 'https://github.com/sandypockets/easy-dates/tree/main/docs',
    tags: ['opensource'],
  },
  {
    title: 'Easyjwt',
    description:
      'Easyjwt, an open-source JWT-related project from Authdog with documentation in several languages.',
    website: 'https://www.easyjwt.org',
    source: 'https://github.com/authdog/easyjwt/tree/master/docs',
    tags: ['opensource', 'i18n'],
  },
  {
    title: 'Easypanel',
    description:
      'Easypanel, a product for managing servers and deploying applications with Docker.',
    website: 'https://easypanel.io',
    source: null,
    tags: ['product'],
  },
  {
    title: 'EduLinks',
    description: 'Product website of EduLinks, built with Docusaurus.',
    website: 'https://edulinks.app',
    source: null,
    tags: ['product'],
  },
  {
    title: 'Eightshift',
    description:
      "Eightshift docs, Infinum's open-source development kit for building WordPress themes and plugins.",
    website: 'https://infinum.github.io/eightshift-docs/',
    source: 'https://github.com/infinum/eightshift-docs',
    tags: ['favorite', 'opensource', 'design'],
  },
  {
    title: 'Embedded IDE',
    description:
      'Embedded IDE, a VS Code extension for embedded development, with docs in more than one language.',
    website: 'https://em-ide.com/',
    source: 'https://github.com/github0null/eide-docs',
    tags: ['opensource', 'i18n'],
  },
  {
    title: 'Enarx',
    description:
      'Enarx, an open-source project for running WebAssembly workloads inside trusted execution environments.',
    website: 'https://enarx.dev/',
    source: 'https://github.com/enarx/enarx.github.io',
    tags: ['opensource'],
  },
  {
    title: 'Ent',
    description:
      'Ent, a Go ORM originally created at Meta that defines schemas in code and generates typed APIs.',
    website: 'https://entgo.io/',
    source: 'https://github.com/ent/ent/tree/master/doc/website',
    tags: ['opensource', 'i18n'],
  },
  {
    title: 'Eric JiuRan',
    description:
      "Eric JiuRan's personal blog, an open-source site available in more than one language.",
    website: 'https://www.siyuanwa.cn/',
    source: 'https://github.com/1084350607/blog',
    tags: ['opensource', 'i18n', 'personal'],
  },
  {
    title: 'Erxes',
    description:
      'Docs for erxes, an open-source platform for marketing, sales and customer support workflows.',
    website: 'https://docs.erxes.io/',
    source: 'https://github.com/erxes/erxes/tree/master/docs',
    tags: ['opensource'],
  },
  {
    title: 'Eta',
    description:
      'Eta, an open-source templating engine for JavaScript that embeds JS code inside templates.',
    website: 'https://eta.js.org/',
    source: 'https://github.com/eta-dev/eta-docs',
    tags: ['opensource'],
  },
  {
    title: 'EverShop',
    description:
      'EverShop, an open-source e-commerce platform built with Node.js and React.',
    website: 'https://evershop.io/',
    source: 'https://github.com/evershopcommerce/docs',
    tags: ['opensource', 'product'],
  },
  {
    title: 'Extracranial',
    description:
      'Extracranial, a personal open-source site at cho.sh that is available in multiple languages.',
    website: 'https://cho.sh/',
    source: 'https://github.com/anaclumos/extracranial',
    tags: ['opensource', 'i18n', 'personal'],
  },
  {
    title: 'FAST',
    description:
      "FAST, Microsoft's open-source collection of technologies for building web components and design systems.",
    website: 'https://www.fast.design/docs/introduction/',
    source: 'https://github.com/microsoft/fast/tree/master/sites/website',
    tags: ['opensource', 'product'],
  },
  {
    title: 'Fathym Blog',
    description:
      'Fathym Blog, a blog on fathym.com whose source is open on GitHub.',
    website: 'https://www.fathym.com/blog',
    source: 'https://github.com/lowcodeunit/public-web-blog',
    tags: ['opensource'],
  },
  {
    title: 'FBT',
    description:
      "FBT, Meta's JavaScript framework for internationalizing user interface strings.",
    website: 'https://facebookincubator.github.io/fbt/',
    source: 'https://github.com/facebook/fbt/tree/main/website',
    tags: ['opensource', 'meta'],
  },
  {
    title: 'Fenghua Frontend Developer',
    description:
      'Personal website of Fenghua, a front-end developer, featuring a custom design.',
    website: 'https://zxuqian.cn',
    source: null,
    tags: ['design', 'personal'],
  },
  {
    title: 'Files Gallery',
    description:
      'Product website of Files Gallery, shown with a custom design.',
    website: 'https://www.files.gallery/',
    source: null,
    tags: ['product', 'design'],
  },
  {
    title: 'FireCMS',
    description:
      'FireCMS, an open-source React-based CMS and admin panel for Firebase and Firestore projects.',
    website: 'https://firecms.co',
    source: 'https://github.com/Camberi/firecms/tree/master/website',
    tags: ['opensource', 'design'],
  },
  {
    title: 'FirelordJS',
    description:
      'FirelordJS, an open-source TypeScript wrapper that adds strong typing to Firestore.',
    website: 'https://firelordjs.com',
    source: 'https://github.com/tylim88/FirelordJSDoc',
    tags: ['opensource'],
  },
  {
    title: 'Flagsmith',
    description:
      'Flagsmith docs, covering the open-source feature flag and remote config service.',
    website: 'https://docs.flagsmith.com',
    source: 'https://github.com/Flagsmith/flagsmith-docs',
    tags: ['opensource'],
  },
  {
    title: 'Flarum',
    description:
      'Documentation for Flarum, open-source forum software written in PHP and JavaScript.',
    website: 'https://docs.flarum.org',
    source: 'https://github.com/flarum/docs',
    tags: ['opensource'],
  },
  {
    title: 'FlatifyCSS',
    description:
      'Site of FlatifyCSS, an open-source CSS project with a custom design.',
    website: 'https://flatifycss.com',
    source: 'https://github.com/amir2mi/flatifycss/tree/master/website',
    tags: ['opensource', 'design'],
  },
  {
    title: 'FlexIt Analytics',
    description:
      'Learning and documentation site for FlexIt Analytics, with its docs source open on GitHub.',
    website: 'https://learn.flexitanalytics.com/',
    source: 'https://github.com/ataft/flexit-docs',
    tags: ['opensource', 'product'],
  },
  {
    title: 'Flipper',
    description:
      'Flipper, a desktop debugging tool from Meta for iOS, Android and React Native apps, extended by plugins.',
    website: 'https://fbflipper.com',
    source: 'https://github.com/facebook/flipper/tree/main/website',
    tags: ['opensource', 'design', 'meta'],
  },
  {
    title: 'Flux',
    description:
      'Flux, the unidirectional data flow architecture that Meta introduced for React applications.',
    website: 'https://facebook.github.io/flux/',
    source: 'https://github.com/facebook/flux/tree/main/website',
    tags: ['opensource', 'meta'],
  },
  {
    title: 'FoalTS',
    description:
      'FoalTS, a TypeScript framework for Node.js, with versioned and translated docs and a custom design.',
    website: 'https://foalts.org/',
    source: 'https://github.com/FoalTS/foal/tree/master/docs',
    tags: ['opensource', 'design', 'i18n', 'versioning'],
  },
  {
    title: 'FormatJS',
    description:
      'FormatJS, a set of JavaScript internationalization libraries that includes react-intl.',
    website: 'https://formatjs.io/',
    source: 'https://github.com/formatjs/formatjs/tree/main/website',
    tags: ['opensource'],
  },
  {
    title: 'Formiz',
    description:
      'Formiz, an open-source React library for building forms, including multi-step forms.',
    website: 'https://formiz-react.com/',
    source: 'https://github.com/ivan-dalmet/formiz/tree/master/documentation',
    tags: ['opensource'],
  },
  {
    title: 'Froggit',
    description:
      'Froggit, an open-source product site on a French domain, with its source on a self-hosted GitLab.',
    website: 'https://www.froggit.fr/',
    source: 'https://lab.frogg.it/froggit/www/froggit.fr',
    tags: ['opensource', 'product'],
  },
  {
    title: 'Front End Interview Handbook',
    description:
      'Front End Interview Handbook, an open-source guide to front-end engineering interview questions.',
    website: 'https://www.frontendinterviewhandbook.com/',
    source: 'https://github.com/yangshun/front-end-interview-handbook',
    tags: ['opensource', 'personal'],
  },
  {
    title: 'Full Stack Chronicles',
    description:
      'Full Stack Chronicles, an open-source blog with personal posts, kept in the stackql GitHub org.',
    website: 'https://fullstackchronicles.io/',
    source: 'https://github.com/stackql/fullstackchronicles.io',
    tags: ['opensource', 'personal'],
  },
  {
    title: 'GameCI',
    description:
      'GameCI, open-source tools for running continuous integration for Unity games, with versioned docs.',
    website: 'https://game.ci/',
    source: 'https://github.com/game-ci/documentation',
    tags: ['opensource', 'product', 'versioning'],
  },
  {
    title: 'GeekyWeb',
    description:
      'GeekyWeb, an open-source website by Designatory with a custom design.',
    website: 'https://geekyweb.eu.org/',
    source: 'https://github.com/Designatory/GeekyWeb',
    tags: ['opensource', 'design'],
  },
  {
    title: 'Ghostly',
    description:
      'Documentation for Ghostly, another open-source project from Divine Software.',
    website: 'https://divine-software.github.io/ghostly/',
    source: 'https://github.com/Divine-Software/ghostly/tree/master/website',
    tags: ['opensource'],
  },
  {
    title: 'Gladys Assistant',
    description:
      'Gladys Assistant, open-source and privacy-focused home automation software, with a translated site.',
    website: 'https://gladysassistant.com/',
    source: 'https://github.com/GladysAssistant/v4-website',
    tags: ['opensource', 'i18n'],
  },
  {
    title: 'Gotenberg',
    description:
      'Gotenberg, an open-source containerized API that converts HTML, Markdown and Office documents to PDF.',
    website: 'https://gotenberg.dev/',
    source: 'https://github.com/gotenberg/gotenberg.dev',
    tags: ['opensource', 'versioning'],
  },
  {
    title: 'GTFS-to-HTML',
    description:
      'GTFS-to-HTML, an open-source tool that builds printable and web timetables from GTFS transit feeds.',
    website: 'https://gtfstohtml.com',
    source: 'https://github.com/BlinkTagInc/gtfs-to-html/tree/master/www',
    tags: ['opensource'],
  },
  {
    title: 'Gulp',
    description:
      'Gulp, the streaming JavaScript build system and task runner, with a large documentation site.',
    website: 'https://gulpjs.com',
    source: 'https://github.com/gulpjs/gulpjs.github.io',
    tags: ['opensource', 'large'],
  },
  {
    title: 'Hanabi',
    description:
      'Strategy conventions for playing the cooperative card game Hanabi, maintained as open source.',
    website: 'https://hanabi.github.io/',
    source: 'https://github.com/hanabi/hanabi.github.io',
    tags: ['opensource'],
  },
  {
    title: 'Haochen',
    description:
      "Haochen's personal blog, an open-source site with its code on GitHub.",
    website: 'https://haochenqi.com/',
    source: 'https://github.com/HaochenQ/Haochen-Blog',
    tags: ['opensource', 'personal'],
  },
  {
    title: 'Harmonoid',
    description:
      'Harmonoid, a cross-platform music player app, presented on a custom-designed site.',
    website: 'https://harmonoid.com/',
    source: null,
    tags: ['product', 'design'],
  },
  {
    title: 'Harvest CLI',
    description:
      'Harvest CLI, an open-source command-line interface for the Harvest time tracking service.',
    website: 'https://kgajera.github.io/hrvst-cli/',
    source: 'https://github.com/kgajera/hrvst-cli/tree/main/website',
    tags: ['opensource'],
  },
  {
    title: 'Hashnode Support',
    description:
      'Support docs for Hashnode, the blogging platform for developers.',
    website: 'https://support.hashnode.com/',
    source: 'https://github.com/Hashnode/support',
    tags: ['opensource'],
  },
  {
    title: 'Hasura',
    description:
      'Hasura docs for its open-source engine that generates GraphQL APIs on top of databases, a large site.',
    website: 'https://hasura.io/docs/',
    source: 'https://github.com/hasura/graphql-engine/tree/master/docs',
    tags: ['favorite', 'opensource', 'product', 'large'],
  },
  {
    title: 'hCaptcha',
    description:
      'Developer documentation for hCaptcha, a privacy-oriented CAPTCHA and bot detection service.',
    website: 'https://docs.hcaptcha.com/',
    source: null,
    tags: ['product'],
  },
  {
    title: 'Hermes',
    description:
      "Hermes, Meta's open-source JavaScript engine, built to improve start-up time and memory use of React Native apps.",
    website: 'https://hermesengine.dev',
    source: 'https://github.com/facebook/hermes/tree/main/website',
    tags: ['opensource', 'meta'],
  },
  {
    title: 'HiCA',
    description:
      'HiCA, a product website on a .cn domain built with Docusaurus.',
    website: 'https://www1.hi.cn/',
    source: null,
    tags: ['product'],
  },
  {
    title: 'Homarr',
    description:
      'Homarr, an open-source, self-hosted dashboard that collects your home server services in one place.',
    website: 'https://homarr.vercel.app/',
    source: 'https://github.com/ajnart/homarr/tree/docs',
    tags: ['opensource'],
  },
  {
    title: 'Home Assistant',
    description:
      'Developer docs for Home Assistant, the open-source home automation platform written in Python.',
    website: 'https://developers.home-assistant.io/',
    source: 'https://github.com/home-assistant/developers.home-assistant',
    tags: ['opensource'],
  },
  {
    title: 'httpin',
    description:
      'httpin, an open-source Go package that decodes HTTP request data into custom structs.',
    website: 'https://ggicci.github.io/httpin/',
    source: 'https://github.com/ggicci/httpin/tree/documentation/docs',
    tags: ['opensource'],
  },
  {
    title: 'I am Massoud',
    description:
      'I am Massoud, a personal site on an .ir domain with right-to-left language support.',
    website: 'https://iammassoud.ir/',
    source: null,
    tags: ['personal', 'rtl'],
  },
  {
    title: 'i18n-tools',
    description:
      'i18n-tools, an open-source project by jy95 documented on GitHub Pages.',
    website: 'https://jy95.github.io/i18n-tools/',
    source: 'https://github.com/jy95/i18n-tools/tree/master/website',
    tags: ['opensource'],
  },
  {
    title: 'icodex',
    description:
      'icodex, a personal website whose open-source code is hosted on GitHub.',
    website: 'https://icodex.me/',
    source: 'https://github.com/wood3n/icodex-next',
    tags: ['opensource', 'personal'],
  },
  {
    title: 'Idb',
    description:
      "idb, Meta's iOS Development Bridge, a command-line tool for automating iOS simulators and devices.",
    website: 'https://www.fbidb.io/',
    source: 'https://github.com/facebook/idb/tree/main/website',
    tags: ['opensource', 'meta'],
  },
  {
    title: 'Indent',
    description:
      'Developer documentation for the Indent product, presented with a custom design.',
    website: 'https://indent.com/developers',
    source: null,
    tags: ['product', 'design'],
  },
  {
    title: 'Infinity Works Company Handbook',
    description:
      'Company handbook of Infinity Works, presented with a custom design.',
    website: 'https://handbook.infinityworks.com/',
    source: null,
    tags: ['design'],
  },
  {
    title: 'IntelAGENT Billing',
    description:
      'IntelAGENT Billing, a billing product with its documentation source open on GitHub.',
    website: 'https://www.intelagent.ca/',
    source: 'https://github.com/intelagentbilling/docs',
    tags: ['opensource', 'product'],
  },
  {
    title: 'Ionic',
    description:
      'Ionic docs for the cross-platform mobile UI toolkit, a large, versioned and translated site.',
    website: 'https://ionicframework.com/docs',
    source: 'https://github.com/ionic-team/ionic-docs',
    tags: [
      'favorite',
      'opensource',
      'product',
      'design',
      'i18n',
      'versioning',
      'large',
    ],
  },
  {
    title: 'IOTA-Wiki',
    description:
      'IOTA Wiki, the community-maintained knowledge base for the IOTA distributed ledger.',
    website: 'https://wiki.iota.org',
    source: 'https://github.com/iota-community/iota-wiki',
    tags: ['favorite', 'opensource'],
  },
  {
    title: 'IsaacScript',
    description:
      'IsaacScript, a toolset for writing The Binding of Isaac: Repentance mods in TypeScript.',
    website: 'https://isaacscript.github.io/',
    source:
      'https://github.com/IsaacScript/isaacscript/tree/main/packages/docs',
    tags: ['opensource'],
  },
  {
    title: 'Jest',
    description:
      'Jest, the JavaScript testing framework, documented with versioned and translated pages.',
    website: 'https://jestjs.io/',
    source: 'https://github.com/facebook/jest/tree/master/website',
    tags: ['favorite', 'opensource', 'design', 'i18n', 'versioning'],
  },
  {
    title: 'Jest Preview',
    description:
      'Jest Preview, an open-source tool for viewing the rendered HTML and CSS of Jest tests in a browser.',
    website: 'https://www.jest-preview.com/',
    source: 'https://github.com/nvh95/jest-preview/tree/main/website',
    tags: ['opensource'],
  },
  {
    title: 'Joel PO',
    description:
      "Joel PO's personal site, an open-source project hosted on GitHub Pages.",
    website: 'https://joelpo.github.io',
    source: 'https://github.com/Joelpo/joelpo.github.io',
    tags: ['opensource', 'personal'],
  },
  {
    title: 'johnnyreilly.com',
    description:
      "John Reilly's long-running personal blog about software engineering, a large open-source site.",
    website: 'https://johnnyreilly.com/',
    source: 'https://github.com/johnnyreilly/blog.johnnyreilly.com',
    tags: ['opensource', 'large', 'personal'],
  },
  {
    title: 'Junjie',
    description:
      "Junjie's personal site, published on GitHub Pages with open-source code.",
    website: 'https://junjieweb.github.io',
    source: 'https://github.com/junjieweb/junjieweb.github.io',
    tags: ['opensource', 'personal'],
  },
  {
    title: 'K3ai',
    description:
      'K3ai, an open-source product whose website source lives in the k3ai GitHub organisation.',
    website: 'https://k3ai.in/',
    source: 'https://github.com/k3ai/k3ai.github.io',
    tags: ['opensource', 'product'],
  },
  {
    title: "Kanekotic's Page",
    description:
      "Kanekotic's Page, a personal website with open-source code on GitHub.",
    website: 'https://www.kanekotic.com/',
    source: 'https://github.com/kanekotic/kanekotic-page',
    tags: ['opensource', 'personal'],
  },
  {
    title: 'KaustubhK24',
    description:
      'KaustubhK24, the personal website of its author, built with Docusaurus.',
    website: 'https://www.kaustubhk24.com',
    source: null,
    tags: ['personal'],
  },
  {
    title: 'KayaFolio',
    description:
      'KayaFolio, the open-source personal portfolio site published at evantay.com.',
    website: 'https://evantay.com/',
    source: 'https://github.com/DigiPie/kaya-folio',
    tags: ['opensource', 'personal'],
  },
  {
    title: 'Keebio Documentation',
    description:
      'Keebio documentation for building and configuring its mechanical keyboard kits.',
    website: 'https://docs.keeb.io/',
    source: 'https://github.com/keebio/keebio-docs',
    tags: ['opensource', 'product'],
  },
  {
    title: 'Khyron Realm',
    description:
      'Khyron Realm website, an open-source project with its source code on GitHub.',
    website: 'https://khyron-realm.com',
    source: 'https://github.com/khyron-realm/khyron-realm-website',
    tags: ['opensource'],
  },
  {
    title: 'Kishan Gajera',
    description:
      "Kishan Gajera's personal blog, an open-source site with code on GitHub.",
    website: 'https://www.kgajera.com/',
    source: 'https://github.com/kgajera/blog',
    tags: ['opensource', 'personal'],
  },
  {
    title: 'Konkatsu Strategy Guide',
    description:
      'A personal strategy guide about konkatsu, the Japanese term for searching for a marriage partner.',
    website: 'https://hikonkatsu.com/',
    source: null,
    tags: ['personal'],
  },
  {
    title: 'Kosko',
    description:
      'Kosko, an open-source tool that lets you write Kubernetes manifests as JavaScript or TypeScript code.',
    website: 'https://kosko.dev',
    source: 'https://github.com/tommy351/kosko/tree/master/website',
    tags: ['opensource'],
  },
  {
    title: 'Kotest',
    description:
      'Kotest, an open-source testing framework for Kotlin with an assertions library and property-based testing.',
    website: 'https://kotest.io',
    source: 'https://github.com/kotest/kotest/tree/master/documentation',
    tags: ['opensource'],
  },
  {
    title: 'kube-green',
    description:
      'kube-green, a Kubernetes operator that suspends workloads outside working hours to save resources.',
    website: 'https://kube-green.dev',
    source: 'https://github.com/kube-green/kube-green.github.io',
    tags: ['opensource', 'product'],
  },
  {
    title: 'KubeVela',
    description:
      'KubeVela, an application delivery platform based on OAM, with versioned and translated docs.',
    website: 'https://kubevela.io/',
    source: 'https://github.com/oam-dev/kubevela.io',
    tags: ['opensource', 'i18n', 'versioning'],
  },
  {
    title: "Kuizuo's Personal Website",
    description:
      "Kuizuo's personal website, an open-source site with a custom design.",
    website: 'https://kuizuo.cn',
    source: 'https://github.com/kuizuo/blog',
    tags: ['opensource', 'design', 'personal'],
  },
  {
    title: 'kwatch',
    description:
      'kwatch, an open-source tool that watches Kubernetes for crashing pods and sends alerts to chat apps.',
    website: 'https://kwatch.dev',
    source: 'https://github.com/abahmed/kwatch.dev',
    tags: ['opensource', 'product'],
  },
  {
    title: 'LabVIEW 编程经验',
    description:
      'An open-source book sharing LabVIEW programming experience, available in more than one language.',
    website: 'https://lv.qizhen.xyz',
    source: 'https://github.com/ruanqizhen/labview_book',
    tags: ['opensource', 'i18n'],
  },
  {
    title: 'Leedom',
    description:
      "Leedom's personal site, an open-source project hosted on a leedom.me subdomain.",
    website: 'https://dinosaur.leedom.me',
    source: 'https://github.com/leedom92/dinosaur',
    tags: ['opensource', 'personal'],
  },
  {
    title: 'Leon',
    description:
      'Leon, an open-source personal assistant that runs on your own server, with translated versioned docs.',
    website: 'https://docs.getleon.ai',
    source: 'https://github.com/leon-ai/docs.getleon.ai',
    tags: ['opensource', 'i18n', 'versioning'],
  },
  {
    title: 'Lerna',
    description:
      'Lerna, a monorepo tool for versioning and publishing many JavaScript packages from one repository.',
    website: 'https://lerna.js.org',
    source: 'https://github.com/lerna/lerna/tree/main/website',
    tags: ['opensource'],
  },
  {
    title: 'LifeOmic PHC Documentation',
    description:
      'Docs for the LifeOmic Precision Health Cloud, a platform for health and genomic data.',
    website: 'https://phc.docs.lifeomic.com/',
    source: null,
    tags: ['product'],
  },
  {
    title: 'Liqvid',
    description:
      'Liqvid, an open-source React-based framework for making interactive, web-native video content.',
    website: 'https://liqvidjs.org/',
    source: 'https://github.com/liqvidjs/liqvidjs.org',
    tags: ['opensource'],
  },
  {
    title: 'LiveKit',
    description:
      'LiveKit docs for its open-source WebRTC infrastructure for real-time video, audio and data.',
    website: 'https://docs.livekit.io',
    source: 'https://github.com/livekit/livekit-docs',
    tags: ['opensource', 'product', 'design'],
  },
  {
    title: 'lsfusion platform documentation',
    description:
      'lsFusion documentation for the open-source information systems platform, versioned and translated.',
    website: 'https://docs.lsfusion.org/',
    source: 'https://github.com/lsfusion/docusaurus',
    tags: ['opensource', 'i18n', 'versioning'],
  },
  {
    title: 'Lux Algo',
    description:
      "Documentation for LuxAlgo's trading indicator products, offered in several languages.",
    website: 'https://docs.luxalgo.com',
    source: null,
    tags: ['product', 'design', 'i18n'],
  },
  {
    title: 'Mailgo',
    description:
      'Mailgo, an open-source script that shows a modal with options when visitors click mailto and tel links.',
    website: 'https://mailgo.dev/',
    source: 'https://github.com/manzinello/mailgo.dev',
    tags: ['opensource'],
  },
  {
    title: 'MapillaryJS',
    description:
      'MapillaryJS, an open-source library for viewing street-level imagery in the browser.',
    website: 'https://mapillary.github.io/mapillary-js/',
    source: 'https://github.com/mapillary/mapillary-js/tree/main/doc',
    tags: ['opensource', 'meta'],
  },
  {
    title: 'Matej Jellus',
    description: "Matej Jellus's personal website, built with Docusaurus.",
    website: 'https://juffalow.com/',
    source: null,
    tags: ['personal'],
  },
  {
    title: 'MediaMachine',
    description: 'Product website of MediaMachine, built with Docusaurus.',
    website: 'https://mediamachine.io/',
    source: null,
    tags: ['product'],
  },
  {
    title: 'Meli',
    description:
      'Meli, an open-source platform for self-hosting and deploying static sites and frontends.',
    website: 'https://docs.meli.sh/',
    source: 'https://github.com/getmeli/meli-docs',
    tags: ['opensource'],
  },
  {
    title: 'Memgraph',
    description:
      'Memgraph docs for the in-memory graph database, a large versioned site with a custom design.',
    website: 'https://docs.memgraph.com/',
    source: 'https://github.com/memgraph/docs',
    tags: ['opensource', 'product', 'design', 'versioning', 'large'],
  },
  {
    title: 'Mentorship Guide',
    description:
      'Mentorship Guide, open-source documentation on mentorship with a custom design.',
    website: 'https://mentorship.guide/',
    source: 'https://github.com/mentorship-sponsorship/mentorship-guide-docs',
    tags: ['opensource', 'design'],
  },
  {
    title: 'Meoo',
    description:
      'Meoo, a personal space on the web whose source code is open on GitHub.',
    website: 'https://meoo.space',
    source: 'https://github.com/cxOrz/meoo.space',
    tags: ['opensource', 'personal'],
  },
  {
    title: 'Metalyoung Blog',
    description: 'Metalyoung Blog, a personal blog built with Docusaurus.',
    website: 'https://www.metalyoung.com',
    source: null,
    tags: ['personal'],
  },
  {
    title: 'Metro',
    description:
      'Metro, the bundler that Meta maintains for packaging JavaScript code in React Native apps.',
    website: 'https://facebook.github.io/metro/',
    source: 'https://github.com/facebook/metro/tree/main/website',
    tags: ['opensource', 'meta'],
  },
  {
    title: 'Mia-Platform',
    description:
      'Mia-Platform documentation, a large product docs site with versioned content.',
    website: 'https://docs.mia-platform.eu/',
    source: null,
    tags: ['product', 'versioning', 'large'],
  },
  {
    title: 'MikroORM',
    description:
      'MikroORM, an open-source TypeScript ORM for Node.js, documented on a large site with versioned docs.',
    website: 'https://mikro-orm.io',
    source: 'https://github.com/mikro-orm/mikro-orm/tree/master/docs',
    tags: ['opensource', 'versioning', 'large'],
  },
  {
    title: 'Mint Metrics',
    description:
      'Mint Metrics website, built with Docusaurus and given a custom design.',
    website: 'https://mintmetrics.io/',
    source: null,
    tags: ['design'],
  },
  {
    title: 'Mixcore CMS',
    description:
      'Documentation of Mixcore CMS, an open-source content management system.',
    website: 'https://docs.mixcore.org/',
    source: 'https://github.com/mixcore/docs/tree/master/website',
    tags: ['opensource'],
  },
  {
    title: 'Modrinth Documentation',
    description:
      'Modrinth documentation for the open-source platform that hosts Minecraft mods.',
    website: 'https://docs.modrinth.com/',
    source: 'https://github.com/modrinth/docs',
    tags: ['opensource'],
  },
  {
    title: 'moja global',
    description:
      'Community site of moja global, an open-source effort building land-sector emissions estimation tools.',
    website: 'https://community.moja.global/',
    source: 'https://github.com/moja-global/community-website',
    tags: ['opensource', 'design', 'i18n', 'large'],
  },
  {
    title: 'Molecule',
    description:
      "Molecule, DTStack's lightweight Web IDE UI framework inspired by VS Code, with translated docs.",
    website: 'https://dtstack.github.io/molecule/',
    source: 'https://github.com/DTStack/molecule/tree/main/website',
    tags: ['opensource', 'i18n'],
  },
  {
    title: 'Moodle Developer Resources',
    description:
      'Moodle Developer Resources, a large site of developer docs for the Moodle learning platform.',
    website: 'https://moodledev.io/',
    source: 'https://github.com/moodle/devdocs',
    tags: ['opensource', 'product', 'large'],
  },
  {
    title: 'Motion Layout',
    description:
      'Website of Motion Layout, an open-source React-related project hosted on Azure.',
    website: 'https://motion-layout.azurewebsites.net',
    source:
      'https://github.com/jeffersonlicet/react-motion-layout/tree/master/website',
    tags: ['opensource'],
  },
  {
    title: 'MutableSecurity',
    description:
      'MutableSecurity, an open-source product whose website source is on GitHub.',
    website: 'https://www.mutablesecurity.io/',
    source: 'https://github.com/MutableSecurity/website',
    tags: ['opensource', 'product'],
  },
  {
    title: 'Nango',
    description:
      'Nango docs for its open-source product that handles OAuth and API integrations with other services.',
    website: 'https://docs.nango.dev/',
    source: 'https://github.com/NangoHQ/nango/tree/main/docs',
    tags: ['opensource', 'product'],
  },
  {
    title: 'nanos world',
    description:
      'Documentation for nanos world, a multiplayer sandbox game with scripting, versioned and translated.',
    website: 'https://docs.nanos.world/',
    source: 'https://github.com/nanos-world/docs',
    tags: ['opensource', 'product', 'i18n', 'versioning'],
  },
  {
    title: 'NAYAtel',
    description:
      'NAYAtel site hosted on the shoaibsajid.com domain and built with Docusaurus.',
    website: 'https://nayatel.shoaibsajid.com/',
    source: null,
    tags: [],
  },
  {
    title: 'Neo Blockchain Developer Portal',
    description:
      'Developer portal for Neo, the open-source smart contract blockchain platform.',
    website: 'https://developers.neo.org/',
    source: 'https://github.com/neo-project/neo-dev-portal',
    tags: ['opensource'],
  },
  {
    title: 'netboot.xyz',
    description:
      'netboot.xyz, an open-source tool for network-booting operating system installers and utilities.',
    website: 'https://netboot.xyz',
    source: 'https://github.com/netbootxyz/netboot.xyz-docs/',
    tags: ['opensource'],
  },
  {
    title: 'Netdata Learn',
    description:
      'Netdata Learn, the large documentation hub for the Netdata real-time monitoring agent and cloud.',
    website: 'https://learn.netdata.cloud',
    source: 'https://github.com/netdata/netdata-learn-docusaurus',
    tags: ['opensource', 'product', 'large'],
  },
  {
    title: 'Neutron JS',
    description:
      'Neutron JS, an open-source project with versioned documentation.',
    website: 'https://www.neutronjs.com/',
    source: 'https://github.com/neutronjs/neutron/tree/master/website',
    tags: ['opensource', 'versioning'],
  },
  {
    title: 'NextAuth.js',
    description:
      'NextAuth.js, an open-source authentication library for Next.js applications.',
    website: 'https://next-auth.js.org/',
    source: 'https://github.com/nextauthjs/next-auth/tree/main/docs',
    tags: ['opensource', 'design'],
  },
  {
    title: 'Nhost',
    description:
      'Nhost docs, covering its open-source backend platform with Postgres, GraphQL, auth and storage.',
    website: 'https://docs.nhost.io',
    source: 'https://github.com/nhost/nhost/tree/main/docs',
    tags: ['opensource', 'product', 'design'],
  },
  {
    title: "Nikita's Everything I Know Wiki",
    description:
      "Nikita's Everything I Know Wiki, a large personal knowledge base published as open source.",
    website: 'https://wiki.nikiv.dev/',
    source: 'https://github.com/nikitavoloboev/knowledge',
    tags: ['opensource', 'large', 'personal'],
  },
  {
    title: 'Nocalhost',
    description:
      'Nocalhost, an open-source tool for developing cloud-native apps directly on Kubernetes.',
    website: 'https://nocalhost.dev/',
    source: 'https://github.com/nocalhost/nocalhost.github.io',
    tags: ['opensource', 'i18n'],
  },
  {
    title: 'Node SerialPort',
    description:
      'Node SerialPort, the library for reading and writing serial ports from Node.js, with versioned docs.',
    website: 'https://serialport.io',
    source: 'https://github.com/serialport/website',
    tags: ['opensource', 'versioning'],
  },
  {
    title: 'Nodify',
    description:
      'Nodify, an open-source set of WPF controls for building node-based editors.',
    website: 'https://miroiu.github.io/nodify/',
    source: 'https://github.com/miroiu/nodify/tree/docs',
    tags: ['opensource', 'design'],
  },
  {
    title: 'Novu',
    description:
      'Novu docs for its open-source system for managing email, SMS, push and in-app notifications.',
    website: 'https://docs.novu.co/',
    source: 'https://github.com/novuhq/novu',
    tags: ['opensource', 'product', 'design'],
  },
  {
    title: 'OKP4',
    description:
      'OKP4 documentation, an open-source product docs site with a custom design.',
    website: 'https://docs.okp4.network/',
    source: 'https://github.com/okp4/docs',
    tags: ['opensource', 'product', 'design'],
  },
  {
    title: 'Orbit.js',
    description:
      'Orbit.js, a JavaScript data access and synchronization library, with versioned documentation.',
    website: 'https://orbitjs.com',
    source: 'https://github.com/orbitjs/orbit/tree/main/website',
    tags: ['opensource', 'versioning'],
  },
  {
    title: 'Orca',
    description: 'Orca, an open-source product with a custom-designed website.',
    website: 'https://getorca.org',
    source: 'https://github.com/elevensymbols/getorca.org',
    tags: ['opensource', 'product', 'design'],
  },
  {
    title: 'Ory',
    description:
      'Ory docs for its open-source identity, authentication and authorization services.',
    website: 'https://www.ory.sh/docs',
    source: 'https://github.com/ory/docs/',
    tags: ['opensource'],
  },
  {
    title: 'OSS Insight',
    description:
      "OSS Insight, PingCAP's tool for exploring GitHub activity data, powered by TiDB.",
    website: 'https://ossinsight.io',
    source: 'https://github.com/pingcap/ossinsight',
    tags: ['opensource', 'design'],
  },
  {
    title: 'Ouch1978',
    description:
      "Ouch1978's personal site, an open-source project on GitHub Pages.",
    website: 'https://ouch1978.github.io/',
    source: 'https://github.com/Ouch1978/ouch1978.github.io',
    tags: ['opensource', 'personal'],
  },
  {
    title: 'Outerbounds',
    description:
      'Outerbounds, the company behind Metaflow, with resources on building machine learning infrastructure.',
    website: 'https://outerbounds.com',
    source: null,
    tags: ['favorite', 'product', 'design'],
  },
  {
    title: 'Oxidizer',
    description:
      'Oxidizer project website, open-source, from the oxidizer-rs organisation on GitHub.',
    website: 'https://oxidizer-rs.github.io',
    source: 'https://github.com/oxidizer-rs/website',
    tags: ['opensource'],
  },
  {
    title: 'Patrik Mäsiar',
    description:
      "Patrik Mäsiar's personal projects site, with its source open on GitHub.",
    website: 'https://projects.patrikmasiar.com/',
    source: 'https://github.com/patrikmasiar/patrikmasiar-projects-docusaurus',
    tags: ['opensource', 'personal'],
  },
  {
    title: 'Paubox',
    description:
      'Paubox developer docs for its HIPAA-compliant email products and APIs.',
    website: 'https://docs.paubox.com/',
    source: null,
    tags: ['product'],
  },
  {
    title: 'Paweł Kosiec',
    description:
      "Paweł Kosiec's personal website, with its source available on GitHub.",
    website: 'https://kosiec.dev/',
    source: 'https://github.com/pkosiec/website',
    tags: ['opensource', 'personal'],
  },
  {
    title: 'PcapPlusPlus',
    description:
      'PcapPlusPlus, a C++ library for capturing, parsing and crafting network packets.',
    website: 'https://pcapplusplus.github.io/',
    source: 'https://github.com/PcapPlusPlus/pcapplusplus.github.io',
    tags: ['opensource', 'versioning'],
  },
  {
    title: 'PCC Archive',
    description: 'PCC Archive, an open-source website with a custom design.',
    website: 'https://pcc-archive.org/',
    source: 'https://github.com/CuratorCat/pcc-archive.org',
    tags: ['opensource', 'design'],
  },
  {
    title: 'pdfme',
    description:
      'pdfme, an open-source TypeScript library for generating PDFs from templates, with a template designer.',
    website: 'https://pdfme.com/',
    source: 'https://github.com/pdfme/pdfme/tree/main/website',
    tags: ['opensource', 'product', 'design'],
  },
  {
    title: 'Pearl UI',
    description:
      'Pearl UI, an open-source React Native component framework built around a customizable design system.',
    website: 'https://docs.pearl-ui.dev/',
    source:
      'https://github.com/agrawal-rohit/pearl-ui/tree/main/documentationwebsite',
    tags: ['opensource', 'product', 'design'],
  },
  {
    title: 'Peradaban',
    description:
      'Peradaban documentation, an open-source docs site by Warung International.',
    website: 'https://docs.warunginternational.eu.org/',
    source: 'https://github.com/warung-international/docs',
    tags: ['opensource'],
  },
  {
    title: 'Pglet',
    description:
      'Pglet, an open-source tool for building web UIs from Python and other languages without frontend code.',
    website: 'https://pglet.io',
    source: 'https://github.com/pglet/website',
    tags: ['opensource'],
  },
  {
    title: 'Piano Analytics',
    description:
      'Developer docs for Piano Analytics, the analytics product from AT Internet, which is now part of Piano.',
    website: 'https://developers.atinternet-solutions.com/piano-analytics/',
    source: null,
    tags: ['favorite', 'product', 'design'],
  },
  {
    title: "pincman's website",
    description: "pincman's personal website, custom designed and open source.",
    website: 'https://pincman.com/',
    source: 'https://github.com/rowfishjs/rowfish',
    tags: ['opensource', 'design', 'personal'],
  },
  {
    title: 'Pipeline UI',
    description:
      'Pipeline UI, an open-source project from headline-design with a design site on GitHub.',
    website: 'https://www.pipeline-ui.com/',
    source:
      'https://github.com/headline-design/pipeline-ui/tree/main/design-site',
    tags: ['opensource'],
  },
  {
    title: 'Plausible Analytics',
    description:
      'Plausible Analytics docs for the open-source web analytics tool that works without cookies.',
    website: 'https://plausible.io/docs',
    source: 'https://github.com/plausible/docs',
    tags: ['opensource', 'product'],
  },
  {
    title: 'pnpm',
    description:
      'pnpm, a Node.js package manager that keeps dependencies in a shared content-addressable store.',
    website: 'https://pnpm.js.org/',
    source: 'https://github.com/pnpm/pnpm.github.io/',
    tags: ['opensource', 'i18n'],
  },
  {
    title: 'Polkadot Wiki',
    description:
      'Polkadot Wiki, the open-source knowledge base maintained by the Web3 Foundation for the Polkadot network.',
    website: 'https://wiki.polkadot.network/',
    source: 'https://github.com/w3f/polkadot-wiki/tree/master/polkadot-wiki',
    tags: ['opensource'],
  },
  {
    title: 'Postgres.ai – Database Lab',
    description:
      'Postgres.ai, home of Database Lab, which provides thin clones of PostgreSQL databases for development.',
    website: 'https://postgres.ai/',
    source: 'https://gitlab.com/postgres-ai/docs',
    tags: ['opensource', 'product'],
  },
  {
    title: "Power's Wiki",
    description:
      "Power's Wiki, a large personal knowledge base whose source is open on GitHub.",
    website: 'https://wiki-power.com/',
    source: 'https://github.com/linyuxuanlin/Wiki_Docusaurus',
    tags: ['opensource', 'large', 'personal'],
  },
  {
    title: 'PptxGenJS',
    description:
      'PptxGenJS, an open-source library that generates PowerPoint files from JavaScript in browsers and Node.',
    website: 'https://gitbrent.github.io/PptxGenJS/',
    source: 'https://github.com/gitbrent/PptxGenJS/tree/gh-pages',
    tags: ['opensource', 'design'],
  },
  {
    title: 'PREFS',
    description:
      'PREFS, an open-source project by Patitotective with versioned documentation.',
    website: 'https://patitotective.github.io/PREFS/',
    source: 'https://github.com/Patitotective/PREFS/tree/main/website',
    tags: ['opensource', 'versioning'],
  },
  {
    title: 'Prismatic',
    description:
      'Prismatic docs for its embedded integration platform aimed at B2B software companies.',
    website: 'https://prismatic.io/docs/',
    source: null,
    tags: ['product'],
  },
  {
    title: 'Profilo',
    description:
      'Profilo, an Android library from Meta that records performance traces from apps running in production.',
    website: 'https://facebookincubator.github.io/profilo/',
    source: 'https://github.com/facebookincubator/profilo/tree/main/website',
    tags: ['opensource', 'meta'],
  },
  {
    title: 'Pure.css',
    description:
      'Pure.css, a minimal CSS library originally from Yahoo that offers responsive layout and styling modules.',
    website: 'https://purecss.io/',
    source: 'https://github.com/pure-css/pure',
    tags: ['opensource', 'design'],
  },
  {
    title: 'Pyre',
    description:
      'Pyre, a static type checker for Python developed at Meta, with its open-source documentation.',
    website: 'https://pyre-check.org',
    source:
      'https://github.com/facebook/pyre-check/tree/main/documentation/website',
    tags: ['opensource', 'meta'],
  },
  {
    title: 'QA-Board',
    description:
      'QA-Board, an open-source project published by Samsung on GitHub Pages.',
    website: 'https://samsung.github.io/qaboard/',
    source: 'https://github.com/Samsung/qaboard/tree/master/website',
    tags: ['opensource'],
  },
  {
    title: 'QuantCDN',
    description:
      'QuantCDN documentation, an open-source docs site for the Quant product.',
    website: 'https://docs.quantcdn.io',
    source: 'https://github.com/quantcdn/docs',
    tags: ['opensource', 'product'],
  },
  {
    title: 'QuestDB',
    description:
      'QuestDB, an open-source time-series database built for fast SQL queries, on a large custom site.',
    website: 'https://questdb.io',
    source: 'https://github.com/questdb/questdb.io',
    tags: ['favorite', 'opensource', 'design', 'large'],
  },
  {
    title: 'Quickwit',
    description:
      'Quickwit, a search engine for logs and traces that works on object storage, with a custom design.',
    website: 'https://quickwit.io',
    source: null,
    tags: ['favorite', 'design'],
  },
  {
    title: 'Rainbond',
    description:
      'Rainbond, an open-source cloud-native application management platform.',
    website: 'https://www.rainbond.com',
    source: 'https://github.com/goodrain/rainbond-docs',
    tags: ['opensource', 'product'],
  },
  {
    title: 'RaspiSuite',
    description:
      'RaspiSuite, a product website built with Docusaurus and a custom design.',
    website: 'https://raspisuite.com',
    source: null,
    tags: ['product', 'design'],
  },
  {
    title: 'React Complex Tree',
    description:
      'React Complex Tree, an accessible and customizable tree view component for React.',
    website: 'https://rct.lukasbach.com/',
    source:
      'https://github.com/lukasbach/react-complex-tree/tree/main/packages/docs',
    tags: ['opensource'],
  },
  {
    title: 'React Native',
    description:
      "React Native, Meta's framework for building native apps with React, on a large versioned site.",
    website: 'https://reactnative.dev',
    source: 'https://github.com/facebook/react-native-website',
    tags: ['favorite', 'opensource', 'design', 'versioning', 'large', 'meta'],
  },
  {
    title: 'React Native ARIA',
    description:
      "React Native ARIA, GeekyAnts' accessibility hooks for building accessible React Native components.",
    website: 'https://react-native-aria.geekyants.com',
    source: 'https://github.com/GeekyAnts/react-native-aria-website',
    tags: ['opensource'],
  },
  {
    title: 'React Native Boilerplate',
    description:
      'React Native Boilerplate, a starter template from TheCodingMachine for new React Native projects.',
    website: 'https://thecodingmachine.github.io/react-native-boilerplate/',
    source:
      'https://github.com/thecodingmachine/react-native-boilerplate/tree/master/documentation',
    tags: ['opensource'],
  },
  {
    title: 'React Native Elements',
    description:
      'React Native Elements, an open-source cross-platform UI toolkit for React Native.',
    website: 'https://react-native-training.github.io/react-native-elements/',
    source:
      'https://github.com/react-native-elements/react-native-elements/tree/next/website',
    tags: ['opensource'],
  },
  {
    title: 'React Native iOS Kit',
    description:
      'React Native iOS Kit, a Callstack library of UI components that follow iOS design.',
    website: 'https://callstack.github.io/react-native-ios-kit',
    source:
      'https://github.com/callstack/react-native-ios-kit/tree/master/website',
    tags: ['opensource'],
  },
  {
    title: 'React Native Reanimated',
    description:
      "React Native Reanimated, Software Mansion's library for smooth animations and gestures.",
    website: 'https://docs.swmansion.com/react-native-reanimated/',
    source:
      'https://github.com/software-mansion/react-native-reanimated/tree/master/docs',
    tags: ['opensource', 'design', 'versioning'],
  },
  {
    title: 'React Native Render HTML',
    description:
      'React Native Render HTML, a library that renders HTML content as native React Native views.',
    website: 'https://meliorence.github.io/react-native-render-html',
    source:
      'https://github.com/meliorence/react-native-render-html/tree/master/apps/website',
    tags: ['opensource', 'design'],
  },
  {
    title: 'React Native Testing Library',
    description:
      "React Native Testing Library, Callstack's utilities for testing React Native components.",
    website: 'https://callstack.github.io/react-native-testing-library/',
    source:
      'https://github.com/callstack/react-native-testing-library/tree/main/website',
    tags: ['opensource'],
  },
  {
    title: 'React Navigation',
    description:
      'React Navigation, a library for moving between screens in React Native apps, with versioned docs.',
    website: 'https://reactnavigation.org/',
    source: 'https://github.com/react-navigation/react-navigation.github.io',
    tags: ['opensource', 'design', 'versioning'],
  },
  {
    title: 'React Redux',
    description:
      'React Redux, the package that lets React components read from and dispatch to a Redux store.',
    website: 'https://react-redux.js.org',
    source: 'https://github.com/reduxjs/react-redux/tree/master/website',
    tags: ['opensource'],
  },
  {
    title: 'react-chat-elements',
    description:
      'Documentation for react-chat-elements, an open-source project by Detaysoft.',
    website: 'https://detaysoft.github.io/docs-react-chat-elements/',
    source: 'https://github.com/Detaysoft/react-chat-elements',
    tags: ['opensource'],
  },
  {
    title: 'React-Leaflet',
    description:
      'React-Leaflet, a library of React components for building Leaflet maps.',
    website: 'https://react-leaflet.js.org/',
    source:
      'https://github.com/PaulLeCam/react-leaflet/tree/master/packages/website',
    tags: ['opensource'],
  },
  {
    title: 'Reactive Button',
    description:
      'Reactive Button, a button-focused project by arifszn, documented on a custom-designed site.',
    website: 'https://arifszn.github.io/reactive-button',
    source: null,
    tags: ['design'],
  },
  {
    title: 'Realtime Web Applications Workshop',
    description:
      'Materials for a workshop on building real-time web applications, open source on GitHub.',
    website: 'https://realtime-apps-iap.github.io',
    source: 'https://github.com/realtime-apps-iap/realtime-apps-iap.github.io',
    tags: ['opensource'],
  },
  {
    title: 'Reddit Image Fetcher',
    description:
      'Reddit Image Fetcher, a project by arifszn for fetching images from Reddit.',
    website: 'https://arifszn.github.io/reddit-image-fetcher',
    source: null,
    tags: [],
  },
  {
    title: 'RedGradient',
    description:
      'RedGradient documentation, an open-source project by redcamel.',
    website: 'https://doc.red-gradient.com/',
    source: 'https://github.com/redcamel/RedGradientDoc',
    tags: ['opensource'],
  },
  {
    title: 'Redis Labs Developer Site',
    description:
      'Redis developer hub with tutorials and guides for building applications on Redis.',
    website: 'https://developer.redislabs.com',
    source: 'https://github.com/redis-developer/redis-developer.github.io',
    tags: ['favorite', 'opensource', 'product', 'design'],
  },
  {
    title: 'Redux',
    description:
      'Official docs for Redux, a JavaScript library for managing application state.',
    website: 'https://redux.js.org/',
    source: 'https://github.com/reduxjs/redux/tree/master/website',
    tags: ['opensource'],
  },
  {
    title: 'Redux Cool',
    description:
      'Redux Cool, an open-source Redux-related library with documentation hosted on js.org.',
    website: 'https://redux-cool.js.org/',
    source:
      'https://github.com/Ruben-Arushanyan/redux-cool/tree/master/website',
    tags: ['opensource'],
  },
  {
    title: 'Refine',
    description:
      'Refine, an open-source React framework for building admin panels and CRUD-heavy internal tools.',
    website: 'https://refine.dev',
    source: 'https://github.com/pankod/refine/tree/master/documentation',
    tags: [
      'favorite',
      'opensource',
      'product',
      'design',
      'versioning',
      'large',
    ],
  },
  {
    title: 'Relay',
    description:
      "Relay, Meta's GraphQL client for React, with versioned docs and a custom design.",
    website: 'https://relay.dev/',
    source: 'https://github.com/facebook/relay/tree/main/website',
    tags: ['favorite', 'opensource', 'design', 'versioning'],
  },
  {
    title: 'Rematch',
    description:
      'Rematch, a library that builds on Redux to simplify store setup and state management.',
    website: 'https://rematchjs.org',
    source: 'https://github.com/rematch/rematch/tree/main/website',
    tags: ['opensource', 'design'],
  },
  {
    title: 'Remirror',
    description:
      'Remirror, an open-source editor toolkit that wraps ProseMirror with React components and extensions.',
    website: 'https://remirror.io/',
    source: 'https://github.com/remirror/remirror/tree/main/website',
    tags: ['opensource', 'design', 'large'],
  },
  {
    title: 'Remotion',
    description:
      'Remotion, an open-source toolkit for rendering videos from React components and code.',
    website: 'https://www.remotion.dev/',
    source: 'https://github.com/JonnyBurger/remotion/tree/main/packages/docs',
    tags: ['opensource', 'product'],
  },
  {
    title: 'Repeater.js',
    description:
      'Repeater.js, a small JavaScript library that offers a constructor for building async iterators.',
    website: 'https://repeater.js.org/',
    source: 'https://github.com/repeaterjs/repeater/tree/master/website',
    tags: ['opensource'],
  },
  {
    title: 'replicad',
    description:
      'replicad, an open-source JavaScript library for code-based CAD modelling that runs in the browser.',
    website: 'https://replicad.xyz/',
    source:
      'https://github.com/sgenoud/replicad/tree/main/packages/replicad-docs',
    tags: ['opensource'],
  },
  {
    title: 'Resoto',
    description:
      "Resoto, Some Engineering's open-source tool for inventorying and searching cloud resources.",
    website: 'https://resoto.com',
    source: 'https://github.com/someengineering/resoto.com',
    tags: ['opensource', 'product', 'design'],
  },
  {
    title: 'Rivalis',
    description:
      'Rivalis, an open-source product with a custom-designed website whose source is on GitHub.',
    website: 'https://rivalis.io',
    source: 'https://github.com/rivalis/rivalis.github.io',
    tags: ['opensource', 'product', 'design'],
  },
  {
    title: 'Rokt Docs',
    description: 'Rokt Docs, the product documentation site of Rokt.',
    website: 'https://docs.rokt.com/',
    source: null,
    tags: ['product'],
  },
  {
    title: 'Rooks',
    description:
      'Rooks, an open-source collection of reusable React hooks, with versioned documentation.',
    website: 'https://react-hooks.org/',
    source: 'https://github.com/imbhargav5/rooks',
    tags: ['opensource', 'versioning'],
  },
  {
    title: 'Rowy Docs',
    description:
      'Rowy docs for its open-source low-code backend that manages Firestore data in a spreadsheet UI.',
    website: 'https://docs.rowy.io/',
    source: 'https://github.com/rowyio/docs',
    tags: ['opensource', 'product', 'design'],
  },
  {
    title: 'RSocket',
    description:
      'RSocket, a binary application protocol for reactive streams over byte stream transports.',
    website: 'https://rsocket.io/',
    source: 'https://github.com/rsocket/rsocket-website',
    tags: ['opensource'],
  },
  {
    title: 'Runiac',
    description:
      'Runiac, an open-source project whose website source is on GitHub.',
    website: 'https://runiac.io',
    source: 'https://github.com/runiac/website',
    tags: ['opensource'],
  },
  {
    title: 'Runlet',
    description:
      'Runlet website, an open-source project from the runletapp organisation on GitHub.',
    website: 'https://runlet.app',
    source: 'https://github.com/runletapp/website',
    tags: ['opensource'],
  },
  {
    title: 'Sado0823',
    description:
      "Sado0823's personal site, published as open source on GitHub Pages.",
    website: 'https://sado0823.github.io',
    source: 'https://github.com/sado0823/sado0823.github.io',
    tags: ['opensource', 'personal'],
  },
  {
    title: 'Saleor',
    description:
      'Saleor docs for the open-source, GraphQL-first headless e-commerce platform, with versions.',
    website: 'https://docs.getsaleor.com/',
    source: 'https://github.com/mirumee/saleor-docs',
    tags: ['opensource', 'product', 'versioning'],
  },
  {
    title: 'SAP Cloud SDK',
    description:
      'SAP Cloud SDK, libraries for building applications on SAP Business Technology Platform.',
    website: 'https://sap.github.io/cloud-sdk/',
    source: 'https://github.com/SAP/cloud-sdk',
    tags: ['opensource', 'product', 'large'],
  },
  {
    title: 'Sapphire',
    description:
      'Sapphire, an open-source framework for building Discord bots on top of discord.js.',
    website: 'https://www.sapphirejs.dev',
    source: 'https://github.com/sapphiredev/website',
    tags: ['opensource', 'large'],
  },
  {
    title: 'Sass Fairy',
    description:
      'Sass Fairy documentation, an open-source project related to Sass by roydukkey.',
    website: 'https://sass-fairy.com/',
    source: 'https://github.com/roydukkey/sass-fairy/tree/master/website',
    tags: ['opensource'],
  },
  {
    title: 'SCI WP Framework',
    description:
      'SCI WP Framework docs, an open-source framework aimed at WordPress development.',
    website: 'https://sciwp.com/',
    source: 'https://github.com/sciwp/docs',
    tags: ['opensource'],
  },
  {
    title: 'Seaography - 🧭 A GraphQL framework and code generator for SeaORM',
    description:
      "Seaography, SeaQL's GraphQL framework and code generator that builds on SeaORM.",
    website: 'https://www.sea-ql.org/Seaography/',
    source: 'https://github.com/SeaQL/seaql.github.io/tree/master/Seaography',
    tags: ['opensource'],
  },
  {
    title: 'SeaORM - 🐚 An async & dynamic ORM for Rust',
    description:
      'SeaORM, an async and dynamic ORM for Rust from SeaQL, with versioned docs.',
    website: 'https://www.sea-ql.org/SeaORM/',
    source: 'https://github.com/SeaQL/seaql.github.io/tree/master/SeaORM',
    tags: ['opensource', 'versioning'],
  },
  {
    title: 'SeaQL - Building data intensive applications in Rust',
    description:
      'The SeaQL blog, with news about its Rust libraries for data-intensive applications.',
    website: 'https://www.sea-ql.org/blog/',
    source: 'https://github.com/SeaQL/seaql.github.io/tree/master/Blog',
    tags: ['opensource'],
  },
  {
    title: 'Sensory Percussion help',
    description:
      'Help documentation for Sensory Percussion, a product from sunhou.se.',
    website: 'https://help.sunhou.se/',
    source: null,
    tags: ['product'],
  },
  {
    title: 'Sequence',
    description:
      'Sequence documentation by Reductech, a large open-source site with versioned docs.',
    website: 'https://sequence.sh/',
    source: 'https://gitlab.com/reductech/sequence/sequence-docs',
    tags: ['opensource', 'versioning', 'large'],
  },
  {
    title: 'Seven-innovation-base official website',
    description:
      'Official website of the Seven Innovation Base, hosted on a Chinese-language domain.',
    website: 'https://七院创新基地.cn',
    source: 'https://github.com/seven-innovation-base/official-website',
    tags: ['opensource', 'personal'],
  },
  {
    title: 'Shabad OS',
    description:
      'Shabad OS docs for its open-source software for presenting and searching Sikh scripture.',
    website: 'https://docs.shabados.com',
    source: 'https://github.com/shabados/docs',
    tags: ['opensource', 'design'],
  },
  {
    title: 'ShellHub Documentation',
    description:
      'ShellHub docs for its open-source gateway for centralized SSH access to remote devices.',
    website: 'https://docs.shellhub.io/',
    source: 'https://github.com/shellhub-io/docs',
    tags: ['opensource', 'product'],
  },
  {
    title: 'Shotstack',
    description:
      'Shotstack guides for its cloud API that edits and renders videos described in JSON.',
    website: 'https://shotstack.io/docs/guide/',
    source: 'https://github.com/shotstack/documentation',
    tags: ['opensource', 'product', 'design'],
  },
  {
    title: 'SICOPE Model',
    description:
      'SICOPE Model website, an open-source project hosted on GitHub Pages.',
    website: 'https://sicope-model.github.io/',
    source: 'https://github.com/sicope-model/sicope-model-website',
    tags: ['opensource'],
  },
  {
    title: 'SigNoz',
    description:
      'SigNoz, an observability platform for metrics, traces and logs built on OpenTelemetry.',
    website: 'https://signoz.io/',
    source: null,
    tags: ['product', 'design'],
  },
  {
    title: 'Single SPA',
    description:
      'single-spa, a framework for composing micro frontends, on a large translated and versioned site.',
    website: 'https://single-spa.js.org/',
    source:
      'https://github.com/single-spa/single-spa.js.org/tree/master/website',
    tags: ['opensource', 'i18n', 'versioning', 'large'],
  },
  {
    title: 'Smart Docs',
    description:
      'Smart Docs, an open-source product site with a custom design, hosted on Vercel.',
    website: 'https://smart-docs.vercel.app/',
    source: 'https://github.com/wowtvds/smart-docs',
    tags: ['opensource', 'product', 'design'],
  },
  {
    title: 'SmartCookieWeb',
    description:
      'SmartCookieWeb, a product website available in more than one language.',
    website: 'https://smartcookieweb.com/',
    source: null,
    tags: ['product', 'i18n'],
  },
  {
    title: 'smash.gg',
    description:
      'Developer portal for the smash.gg esports tournament platform and its API.',
    website: 'https://developer.smash.gg',
    source: 'https://github.com/smashgg/developer-portal/tree/master/website',
    tags: ['opensource', 'product'],
  },
  {
    title: 'social-embed',
    description:
      'Website of social-embed, an open-source project from git-pull.',
    website: 'https://social-embed.git-pull.com/',
    source:
      'https://github.com/social-embed/social-embed/tree/master/packages/site',
    tags: ['opensource'],
  },
  {
    title: 'SODA for SPARC',
    description:
      'SODA for SPARC docs, for a tool that helps researchers curate and submit data to the SPARC portal.',
    website: 'https://docs.sodaforsparc.io/',
    source: 'https://github.com/fairdataihub/SODA-for-SPARC-Docs',
    tags: ['opensource', 'versioning'],
  },
  {
    title: 'Some Engineering Inc.',
    description:
      'Some Engineering Inc., the company behind the Resoto cloud asset tool, with a custom site.',
    website: 'https://some.engineering',
    source: 'https://github.com/someengineering/some.engineering',
    tags: ['opensource', 'design'],
  },
  {
    title: 'Spicetify',
    description:
      'Spicetify, an open-source command-line tool for customizing the Spotify desktop client.',
    website: 'https://spicetify.app/',
    source: 'https://github.com/spicetify/spicetify-docs',
    tags: ['opensource'],
  },
  {
    title: 'SpotifyAPI-NET',
    description:
      'SpotifyAPI-NET, an open-source .NET wrapper for the Spotify Web API, with versioned docs.',
    website: 'https://johnnycrazy.github.io/SpotifyAPI-NET/',
    source: 'https://github.com/JohnnyCrazy/SpotifyAPI-NET',
    tags: ['opensource', 'versioning'],
  },
  {
    title: 'SQL Frames',
    description: 'SQL Frames, a product website built with Docusaurus.',
    website: 'https://sqlframes.com/',
    source: null,
    tags: ['product'],
  },
  {
    title: 'SR50 Finance',
    description:
      'SR50 Finance, an open-source website whose source is hosted on GitHub.',
    website: 'https://sr50.finance/',
    source: 'https://github.com/tpascarella/sr50',
    tags: ['opensource'],
  },
  {
    title: 'StackQL',
    description:
      'StackQL, a tool for querying and provisioning cloud resources using SQL.',
    website: 'https://stackql.io/',
    source: null,
    tags: ['product'],
  },
  {
    title: 'StackQL Provider Registry',
    description:
      'Registry of providers for StackQL, a large open-source site listing cloud services you can query.',
    website: 'https://registry.stackql.io/',
    source: 'https://github.com/stackql/registry.stackql.io',
    tags: ['opensource', 'product', 'large'],
  },
  {
    title: 'StarfishQL - ✴️ A graph database and query engine',
    description: "StarfishQL, SeaQL's graph database and query engine project.",
    website: 'https://www.sea-ql.org/StarfishQL/',
    source: 'https://github.com/SeaQL/seaql.github.io/tree/master/StarfishQL',
    tags: ['opensource'],
  },
  {
    title: 'Stryker Mutator',
    description:
      'Stryker Mutator, an open-source mutation testing framework for JavaScript, C# and Scala.',
    website: 'https://stryker-mutator.io',
    source: 'https://github.com/stryker-mutator/stryker-mutator.github.io',
    tags: ['opensource'],
  },
  {
    title: 'Stylable',
    description:
      'Stylable, a Wix-backed CSS preprocessor for building reusable, type-safe styled components.',
    website: 'https://stylable.io',
    source: 'https://github.com/wixplosives/stylable.io',
    tags: ['opensource'],
  },
  {
    title: 'Supabase',
    description:
      'Supabase docs for the open-source Postgres development platform, a large custom-designed site.',
    website: 'https://www.supabase.io/docs',
    source: 'https://github.com/supabase/supabase/tree/master/web',
    tags: ['favorite', 'opensource', 'product', 'design', 'large'],
  },
  {
    title: 'Svix',
    description:
      'Svix docs for its managed service that sends and tracks webhooks on behalf of applications.',
    website: 'https://docs.svix.com/',
    source: 'https://github.com/svix/svix-docs',
    tags: ['opensource', 'product'],
  },
  {
    title: 'SweetCode',
    description: 'SweetCode, a product website that is built with Docusaurus.',
    website: 'https://sweetcode.com/',
    source: null,
    tags: ['product'],
  },
  {
    title: 'Synergies',
    description:
      'Synergies, an open-source project by lukasbach, documented with a custom design.',
    website: 'https://synergies.js.org',
    source: 'https://github.com/lukasbach/synergies/tree/main/packages/docs',
    tags: ['opensource', 'design'],
  },
  {
    title: 'T-Regx',
    description:
      'T-Regx, an open-source PHP library that offers a safer API for regular expressions.',
    website: 'https://t-regx.com/',
    source: 'https://github.com/T-Regx/T-Regx.github.io',
    tags: ['opensource'],
  },
  {
    title: 'Takken.io',
    description:
      'Takken.io, the personal open-source website of Webber Takken.',
    website: 'https://takken.io/',
    source: 'https://github.com/webbertakken/takken.io',
    tags: ['opensource', 'personal'],
  },
  {
    title: 'TalentBrick',
    description:
      'TalentBrick, an open-source website with a custom design and source on GitLab.',
    website: 'https://www.talentbrick.com/',
    source: 'https://gitlab.com/talentbrick/talentbrick',
    tags: ['opensource', 'design'],
  },
  {
    title: 'TamalWeb',
    description:
      'TamalWeb, a personal website whose open-source code is hosted on GitHub.',
    website: 'https://tamalweb.com/',
    source: 'https://github.com/tamalchowdhury/tamalwebsite',
    tags: ['opensource', 'personal'],
  },
  {
    title: 'Taro',
    description:
      'Taro, an open-source framework for building cross-platform mini programs and web apps with React or Vue.',
    website: 'https://docs.taro.zone/',
    source: 'https://github.com/NervJS/taro/tree/docs',
    tags: ['opensource', 'i18n', 'versioning', 'large'],
  },
  {
    title: 'Tasit',
    description:
      'Tasit, an open-source SDK for building Ethereum-based mobile apps with React Native.',
    website: 'https://docs.tasit.io/',
    source: 'https://github.com/tasitlabs/tasit-sdk/tree/develop/packages/docs',
    tags: ['opensource'],
  },
  {
    title: 'Tauri',
    description:
      'Tauri, an open-source framework pairing a web frontend with a Rust backend for desktop apps, translated.',
    website: 'https://tauri.app/',
    source: 'https://github.com/tauri-apps/tauri-docs',
    tags: ['opensource', 'product', 'design', 'i18n'],
  },
  {
    title: 'Tech Interview Handbook',
    description:
      'Tech Interview Handbook, open-source guides by Yangshun Tay for preparing for software engineering interviews.',
    website: 'https://www.techinterviewhandbook.org/',
    source: 'https://github.com/yangshun/tech-interview-handbook',
    tags: ['opensource', 'personal'],
  },
  {
    title: 'TechHarvesting',
    description:
      'TechHarvesting, a personal open-source site on an Indian .in domain.',
    website: 'https://techharvesting.in',
    source: 'https://github.com/techharvesting/techharvesting.github.io',
    tags: ['opensource', 'personal'],
  },
  {
    title: 'Testing Library',
    description:
      "Testing Library, a family of packages for testing UI components from the user's point of view.",
    website: 'https://testing-library.com/',
    source: 'https://github.com/testing-library/testing-library-docs',
    tags: ['opensource'],
  },
  {
    title: 'The Diff Podcast',
    description:
      'The Diff, a podcast from Meta about its open-source projects and the people working on them.',
    website: 'https://thediffpodcast.com',
    source: null,
    tags: ['meta'],
  },
  {
    title: 'The Fundraising Lore',
    description:
      'The Fundraising Lore, an open-source personal project covering the topic of fundraising.',
    website: 'https://www.lore.vc/',
    source: 'https://github.com/dvitanov/lorevc',
    tags: ['opensource', 'personal'],
  },
  {
    title: 'TiDB Community Books',
    description:
      'TiDB Community Books, open-source guides written by the community of the TiDB distributed database.',
    website: 'https://tidb.net/book/',
    source: 'https://github.com/pingcap/book.tidb.net/tree/main/website',
    tags: ['opensource'],
  },
  {
    title: 'Tinaël Devresse',
    description:
      "Tinaël Devresse's personal website, open source and available in more than one language.",
    website: 'https://tinaeldevresse.eu/',
    source: 'https://github.com/hunteroi/tinaeldevresse.eu',
    tags: ['opensource', 'i18n', 'personal'],
  },
  {
    title: 'Toggle',
    description:
      'Toggle, an open-source product whose website source is hosted on GitHub.',
    website: 'https://www.togglee.com/',
    source: 'https://github.com/togglee/togglee-web',
    tags: ['opensource', 'product'],
  },
  {
    title: 'ToolJet',
    description:
      'ToolJet docs for its open-source low-code platform for building internal tools.',
    website: 'https://docs.tooljet.com/docs/',
    source: 'https://github.com/ToolJet/ToolJet/tree/develop/docs',
    tags: ['opensource', 'product', 'design', 'large'],
  },
  {
    title: 'Tremor',
    description:
      'Tremor, an open-source event processing system, with a large versioned documentation site.',
    website: 'https://www.tremor.rs/',
    source: 'https://github.com/tremor-rs/tremor-www',
    tags: ['opensource', 'versioning', 'large'],
  },
  {
    title: 'TRPG Engine',
    description:
      'Documentation for TRPG Engine, an open-source tabletop role-playing game project by moonrailgun.',
    website: 'https://trpgdoc.moonrailgun.com/',
    source: 'https://github.com/TRPGEngine/Server/tree/master/services/Website',
    tags: ['opensource'],
  },
  {
    title: 'TSEI.JP',
    description: 'TSEI.JP, a personal website on a Japanese .jp domain.',
    website: 'https://tsei.jp/',
    source: null,
    tags: ['personal'],
  },
  {
    title: 'Tuist',
    description:
      'Tuist, an open-source command-line tool for generating and maintaining Xcode projects at scale.',
    website: 'https://docs.tuist.io/',
    source: 'https://github.com/tuist/tuist/tree/main/projects/docs',
    tags: ['opensource'],
  },
  {
    title: 'uniforms',
    description:
      'uniforms, a React library that renders forms from schemas such as JSON Schema, GraphQL or SimpleSchema.',
    website: 'https://uniforms.tools/',
    source: 'https://github.com/vazco/uniforms/tree/master/website',
    tags: ['opensource'],
  },
  {
    title: 'Unleash',
    description:
      'Unleash docs for the open-source feature flag management system.',
    website: 'https://docs.getunleash.io/',
    source: 'https://github.com/Unleash/unleash/tree/main/website',
    tags: ['opensource', 'product'],
  },
  {
    title: 'Unmand',
    description:
      'Unmand, a product website built with Docusaurus and a custom design.',
    website: 'https://unmand.com',
    source: null,
    tags: ['product', 'design'],
  },
  {
    title: 'Vantevo Analytics',
    description:
      'Vantevo Analytics documentation, a product docs site available in more than one language.',
    website: 'https://vantevo.io/docs/',
    source: null,
    tags: ['product', 'i18n'],
  },
  {
    title: 'Verdaccio',
    description:
      'Verdaccio, a self-hostable npm registry and proxy, on a large translated site with a custom design.',
    website: 'https://verdaccio.org',
    source: 'https://github.com/verdaccio/verdaccio/tree/master/website',
    tags: ['favorite', 'opensource', 'design', 'i18n', 'large'],
  },
  {
    title: 'Verida',
    description:
      'Developer documentation for Verida, an open-source product with docs on GitHub.',
    website: 'https://developers.verida.io/',
    source: 'https://github.com/verida/documentation',
    tags: ['opensource', 'product'],
  },
  {
    title: 'Virtual Photography Kit',
    description:
      'Product documentation for Virtual Photography Kit, hosted on antonpalmqvist.com.',
    website: 'https://docs.antonpalmqvist.com/',
    source: null,
    tags: ['product'],
  },
  {
    title: 'Vishal Gandhi',
    description: "Vishal Gandhi's personal website, built with Docusaurus.",
    website: 'https://vishalgandhi.in/',
    source: null,
    tags: ['personal'],
  },
  {
    title: 'Vital',
    description:
      'Vital docs for its API that connects apps to health data from wearables and other devices.',
    website: 'https://docs.tryvital.io',
    source: 'https://github.com/tryVital/vital-docs-new',
    tags: ['opensource', 'product', 'design'],
  },
  {
    title: 'Vue NodeGui',
    description:
      'Vue NodeGui, a library for building native desktop apps with Vue and Qt via NodeGui.',
    website: 'https://vue.nodegui.org/',
    source: 'https://github.com/nodegui/vue-nodegui/tree/master/website',
    tags: ['opensource'],
  },
  {
    title: 'Warrant',
    description:
      'Documentation for Warrant, a service for adding authorization and access control to applications.',
    website: 'https://docs.warrant.dev/',
    source: null,
    tags: ['product'],
  },
  {
    title: 'Wasp',
    description:
      'Wasp, an open-source language and framework for building full-stack web apps with React and Node.js.',
    website: 'https://wasp-lang.dev/',
    source: 'https://github.com/wasp-lang/wasp/tree/main/web',
    tags: ['opensource'],
  },
  {
    title: 'WebdriverIO',
    description:
      'WebdriverIO, an open-source Node.js framework for automating browser and mobile app tests, on a large site.',
    website: 'https://webdriver.io/',
    source: 'https://github.com/webdriverio/webdriverio/tree/main/website',
    tags: ['favorite', 'opensource', 'design', 'large'],
  },
  {
    title: 'Webiny',
    description:
      'Webiny docs for its open-source serverless CMS and content platform.',
    website: 'https://www.webiny.com/docs/',
    source: 'https://github.com/webiny/docs.webiny.com',
    tags: ['opensource', 'product'],
  },
  {
    title: 'Wener Live & Life',
    description:
      'Wener Live & Life, a personal open-source site whose source code is kept on GitHub.',
    website: 'https://wener.me/',
    source: 'https://github.com/wenerme/wener/tree/master/site',
    tags: ['opensource', 'personal'],
  },
  {
    title: 'Whirl',
    description: 'Whirl, a personal website that is open source on GitHub.',
    website: 'https://whirl.codes',
    source: 'https://github.com/whirl21/website',
    tags: ['opensource', 'personal'],
  },
  {
    title: 'Wings',
    description: 'Wings, a product website available in several languages.',
    website: 'https://wings.dev/',
    source: null,
    tags: ['product', 'i18n'],
  },
  {
    title: 'WIZnet',
    description:
      'WIZnet documentation for its hardwired TCP/IP Ethernet chips and modules.',
    website: 'https://docs.wiznet.io/',
    source: 'https://github.com/Wiznet/document_framework',
    tags: ['opensource', 'product'],
  },
  {
    title: 'WoodpeckerCI',
    description:
      'Woodpecker CI, a community-driven open-source continuous integration engine forked from Drone.',
    website: 'https://woodpecker-ci.org/',
    source: 'https://github.com/woodpecker-ci/woodpecker/tree/master/docs',
    tags: ['opensource'],
  },
  {
    title: 'WPShop',
    description:
      'WPShop documentation, a product docs site built with Docusaurus.',
    website: 'https://docs.wpshop.io/',
    source: null,
    tags: ['product'],
  },
  {
    title: "Xiaohai's Mind Palace",
    description:
      "Xiaohai's Mind Palace, a personal collection of learning notes published as open source.",
    website: 'https://xiaohai.wiki/',
    source: 'https://github.com/xiaohai-huang/learning-notes',
    tags: ['opensource', 'personal'],
  },
  {
    title: 'Yeecord',
    description:
      'Yeecord, a product and personal project site with its documentation source on GitHub.',
    website: 'https://yeecord.com/',
    source: 'https://github.com/yeecord/docs',
    tags: ['opensource', 'product', 'personal'],
  },
  {
    title: 'YepCode Docs',
    description: 'YepCode Docs, the product documentation for YepCode.',
    website: 'https://docs.yepcode.io/',
    source: null,
    tags: ['product'],
  },
  {
    title: 'YepCode Recipes',
    description:
      'YepCode Recipes, a large product site that collects recipes for the YepCode product.',
    website: 'https://yepcode.io/recipes/',
    source: null,
    tags: ['product', 'large'],
  },
  {
    title: 'Yew',
    description:
      'Yew, a Rust framework for building web apps with WebAssembly, with versioned and translated docs.',
    website: 'https://yew.rs/',
    source: 'https://github.com/yewstack/yew/tree/master/website',
    tags: ['opensource', 'i18n', 'versioning', 'large'],
  },
  {
    title: 'Zondax Documentation',
    description:
      'Zondax Documentation, a product docs site with a custom design.',
    website: 'https://docs.zondax.ch/',
    source: null,
    tags: ['product', 'design'],
  },
  {
    title: 'Zowe',
    description:
      "Zowe docs for the Open Mainframe Project's open-source framework for z/OS, large and versioned.",
    website: 'https://docs.zowe.org',
    source: 'https://github.com/zowe/docs-site',
    tags: ['opensource', 'product', 'design', 'versioning', 'large'],
  },
  {
    title: '前端大刘',
    description:
      '前端大刘 (Front-end Da Liu), a personal open-source site published from GitHub.',
    website: 'https://lzwdot.com/',
    source: 'https://github.com/lzwdot/lzwdot.github.io',
    tags: ['opensource', 'personal'],
  },
];
