#pragma once

namespace ds {

// A visitor for std::visit made of one lambda per alternative.
template <class... Visitors> struct Overloaded : Visitors... {
    using Visitors::operator()...;
};
template <class... Visitors> Overloaded(Visitors...) -> Overloaded<Visitors...>;

} // namespace ds
