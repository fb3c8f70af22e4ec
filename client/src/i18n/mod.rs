//! The languages of the client. The words themselves are Project Fluent
//! files, one folder per locale under `client/locales/`, built into the
//! binary; this module only picks a language and loads its file
//! ([`texts`]). A translator edits the `.ftl` files and never this code.

use std::str::FromStr;

mod bundle;
mod errors;
mod files;

pub use bundle::{Args, Texts};

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

    /// The language's own name (`Français`, `فارسی`), from its file.
    pub fn native_name(self) -> String {
        bundle::plain_output(texts(self).language_name)
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

    /// `English, Français, فارسی, …` for `--help`.
    pub fn all_native_names() -> String {
        Lang::ALL
            .iter()
            .map(|l| format!("{} ({})", l.native_name(), l.code()))
            .collect::<Vec<_>>()
            .join(", ")
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

/// The texts of a language, loaded from its file on first use.
pub fn texts(lang: Lang) -> &'static Texts {
    bundle::load(lang)
}

#[cfg(test)]
mod keys;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locales_pick_their_language() {
        assert_eq!(Lang::from_locale("de_DE.UTF-8"), Lang::De);
        assert_eq!(Lang::from_locale("fr_CA"), Lang::Fr);
        assert_eq!(Lang::from_locale("ru_RU.UTF-8"), Lang::Ru);
        assert_eq!(Lang::from_locale("fa_IR.UTF-8"), Lang::Fa);
        assert_eq!(Lang::from_locale("zh_CN.UTF-8"), Lang::Zh);
        assert_eq!(Lang::from_locale("uz_UZ@latin"), Lang::Uz);
        assert_eq!(Lang::from_locale("km_KH"), Lang::Km);
        assert_eq!(Lang::from_locale("C"), Lang::En);
        assert_eq!(Lang::from_locale("ja_JP"), Lang::En);
        assert!("xx".parse::<Lang>().is_err());
        // "english" is not "en": only the code before a separator counts.
        assert!("english".parse::<Lang>().is_err());
    }

    #[test]
    fn every_language_names_itself() {
        let names: Vec<String> = Lang::ALL.iter().map(|l| l.native_name()).collect();
        assert_eq!(
            names,
            [
                "English",
                "Français",
                "فارسی",
                "中文",
                "Українська",
                "Azərbaycan",
                "ខ្មែរ",
                "Tiếng Việt",
                "Bahasa Melayu",
                "Deutsch",
                "Oʻzbek",
                "Русский"
            ]
        );
    }

    #[test]
    fn every_language_translates_the_key_lines() {
        let en = texts(Lang::En);
        for l in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
            let t = texts(l);
            assert_ne!(t.keys_game, en.keys_game, "{l:?}");
            assert_ne!(t.rules_chomp, en.rules_chomp, "{l:?}");
            assert_ne!(t.your_turn, en.your_turn, "{l:?}");
        }
    }
}
