//! Which languages there are, their codes, and which one a locale or
//! `--lang` names.

use std::str::FromStr;

/// The languages the client speaks, in the order `--help` lists them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    Fr,
    Fa,
    Zh,
    Uk,
    Az,
    Km,
    Vi,
    Ms,
    De,
    Uz,
    Ru,
}

impl Lang {
    pub const ALL: [Lang; 12] = [
        Lang::En,
        Lang::Fr,
        Lang::Fa,
        Lang::Zh,
        Lang::Uk,
        Lang::Az,
        Lang::Km,
        Lang::Vi,
        Lang::Ms,
        Lang::De,
        Lang::Uz,
        Lang::Ru,
    ];

    /// The locale's code: its folder under `client/locales/` and what
    /// `--lang` takes.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::Fa => "fa",
            Lang::Zh => "zh",
            Lang::Uk => "uk",
            Lang::Az => "az",
            Lang::Km => "km",
            Lang::Vi => "vi",
            Lang::Ms => "ms",
            Lang::De => "de",
            Lang::Uz => "uz",
            Lang::Ru => "ru",
        }
    }

    /// Whether the language is written right to left.
    pub fn rtl(self) -> bool {
        self == Lang::Fa
    }

    /// The language of a locale such as `de_DE.UTF-8`, English if unknown.
    pub fn from_locale(locale: &str) -> Lang {
        locale.parse().unwrap_or_default()
    }

    /// The language of the environment (`LC_ALL`, `LC_MESSAGES`, `LANG`).
    pub fn from_env() -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|v| std::env::var(v).ok())
            .find(|v| !v.is_empty())
            .map_or(Lang::En, |v| Lang::from_locale(&v))
    }
}

/// A language this client does not speak.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("'{0}' is not a language this client speaks")]
pub struct UnknownLang(pub String);

impl FromStr for Lang {
    type Err = UnknownLang;
    /// `fr`, `fr_CA.UTF-8`, `zh-Hans`, `uz_UZ@latin` and the like: the
    /// language part decides.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.trim().to_ascii_lowercase();
        let part = lower.split(['_', '-', '.', '@']).next().unwrap_or_default();
        Lang::ALL
            .into_iter()
            .find(|l| l.code() == part)
            .ok_or_else(|| UnknownLang(s.trim().to_string()))
    }
}
