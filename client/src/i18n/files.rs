//! The Fluent files, built into the binary so the client needs nothing
//! beside itself. One entry per locale folder under `client/locales/`.

use super::lang::Lang;

/// The source of a language's `chomp.ftl`.
pub fn source(lang: Lang) -> &'static str {
    match lang {
        Lang::En => include_str!("../../locales/en/chomp.ftl"),
        Lang::Fr => include_str!("../../locales/fr/chomp.ftl"),
        Lang::Fa => include_str!("../../locales/fa/chomp.ftl"),
        Lang::Zh => include_str!("../../locales/zh/chomp.ftl"),
        Lang::Uk => include_str!("../../locales/uk/chomp.ftl"),
        Lang::Az => include_str!("../../locales/az/chomp.ftl"),
        Lang::Km => include_str!("../../locales/km/chomp.ftl"),
        Lang::Vi => include_str!("../../locales/vi/chomp.ftl"),
        Lang::Ms => include_str!("../../locales/ms/chomp.ftl"),
        Lang::De => include_str!("../../locales/de/chomp.ftl"),
        Lang::Uz => include_str!("../../locales/uz/chomp.ftl"),
        Lang::Ru => include_str!("../../locales/ru/chomp.ftl"),
    }
}
